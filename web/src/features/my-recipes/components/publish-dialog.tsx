import type { Recipe } from "@chefzap/shared";
import { LoaderCircle, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { usePublishUserRecipe } from "../api/publish-user-recipe";
import { RequestError } from "./request-error";

/** "Publicar": asks first, because a published recipe never goes back to private (spec §4). */
export function PublishDialog({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const publish = usePublishUserRecipe();

  const changeOpen = (next: boolean) => {
    if (publish.isPending) return;
    if (!next) publish.reset();
    setOpen(next);
  };

  const confirm = () =>
    publish.mutate(recipe.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Receita publicada!", { description: recipe.title });
      },
    });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Publicar ${recipe.title}`}>
          <Send aria-hidden="true" />
          Publicar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publicar “{recipe.title}”?</DialogTitle>
          <DialogDescription>
            A receita vai aparecer em Receitas da Comunidade para todos verem e avaliarem. Depois de
            publicada, ela não pode voltar a ser privada.
          </DialogDescription>
        </DialogHeader>
        <RequestError error={publish.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={publish.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={publish.isPending}>
            {publish.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {publish.isPending ? "Publicando..." : "Publicar receita"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
