import type { Recipe } from "@chefzap/shared";
import { LoaderCircle, RefreshCw, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/session";
import { stageLabel } from "@/lib/jobs/stages";
import { useNewVersion } from "../hooks/use-new-version";
import { useShareRecipe } from "../hooks/use-share-recipe";
import type { ReportSlot } from "../recipe-slots";
import { ModifyRecipeDialog } from "./modify-recipe-dialog";

/**
 * Sharing is for everyone with the link. "Nova Versão" and "Modificar" only show to the owner: the api
 * refuses both to anyone else, so for them the buttons could only fail.
 */
export function RecipeActions({ recipe, Report }: { recipe: Recipe; Report?: ReportSlot }) {
  const { user } = useUser();
  const isOwner = !!user && user.id === recipe.userId;
  const newVersion = useNewVersion();
  const share = useShareRecipe(recipe.title);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {isOwner && (
          <>
            <Button onClick={() => newVersion.mutate(recipe)} disabled={newVersion.isPending}>
              {newVersion.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              Nova Versão
            </Button>
            <ModifyRecipeDialog recipe={recipe} disabled={newVersion.isPending} />
          </>
        )}
        <Button variant="outline" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          Compartilhar
        </Button>
        {Report && <Report recipe={recipe} />}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-primary empty:hidden">
        {newVersion.isPending ? (stageLabel(newVersion.stage) ?? "Preparando uma nova versão…") : ""}
      </p>
    </div>
  );
}
