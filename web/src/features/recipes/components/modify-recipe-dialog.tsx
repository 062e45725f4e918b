import type { Recipe } from "@chefzap/shared";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, PencilLine } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { stageLabel } from "@/lib/jobs/stages";
import { useModifyRecipe } from "../api/modify-recipe";
import { ModifyError } from "./modify-error";

const EMPTY_REQUEST = "Descreva a modificação desejada.";

/** "Modificar" (owner only): a written request becomes a new recipe, which then opens (spec §4). */
export function ModifyRecipeDialog({ recipe, disabled }: { recipe: Recipe; disabled?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState("");
  const [empty, setEmpty] = useState(false);
  const modify = useModifyRecipe(recipe.id, {
    onSuccess: async (created) => {
      setOpen(false);
      setRequest("");
      await queryClient.invalidateQueries({ queryKey: ["/api/recipes"] });
      void navigate(`/recipes/${created.id}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (modify.isPending) return;
    const text = request.trim();
    setEmpty(!text);
    if (text) modify.mutate(text);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <PencilLine aria-hidden="true" />
          Modificar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modificar receita</DialogTitle>
          <DialogDescription>
            Uma nova receita é criada com a sua mudança; esta continua salva como está.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="modification-request">O que você quer mudar?</Label>
            <Textarea
              id="modification-request"
              value={request}
              onChange={(event) => setRequest(event.target.value)}
              placeholder="Ex.: sem lactose, mais picante, para fazer na airfryer"
              maxLength={500}
              aria-invalid={empty || undefined}
              aria-describedby={empty ? "modification-request-error" : undefined}
            />
            {empty && (
              <p id="modification-request-error" className="text-sm font-medium text-destructive">
                {EMPTY_REQUEST}
              </p>
            )}
          </div>
          {modify.error && <ModifyError error={modify.error} />}
          <p aria-live="polite" className="text-sm font-medium text-primary empty:hidden">
            {modify.isPending ? (stageLabel(modify.stage) ?? "Enviando seu pedido…") : ""}
          </p>
          <DialogFooter>
            <Button type="submit" disabled={modify.isPending}>
              {modify.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {modify.isPending ? "Modificando..." : "Modificar receita"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
