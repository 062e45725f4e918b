import type { Recipe } from "@chefzap/shared";
import { useUser } from "@/lib/session";
import { ReportDialog } from "./report-dialog";

/** "Denunciar" on someone else's published recipe, for signed-in cooks (the api takes no anonymous reports). */
export function ReportRecipeButton({ recipe }: { recipe: Recipe }) {
  const { user } = useUser();
  if (!user || user.id === recipe.userId || !recipe.isPublished) return null;
  return <ReportDialog recipeId={recipe.id} />;
}
