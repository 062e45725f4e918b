import type { Recipe } from "@chefzap/shared";
import { Card } from "@/components/ui/card";
import { useUser } from "@/lib/session";
import { CommentList } from "./comment-list";
import { RatingSummary } from "./rating-summary";
import { RatingWidget } from "./rating-widget";

/** The recipe page's "Avaliações" block: the average, the viewer's stars and the comments. */
export function RecipeRatings({ recipe }: { recipe: Recipe }) {
  const { user } = useUser();
  return (
    <Card className="p-5">
      <section aria-labelledby="ratings-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ratings-heading" className="text-xl font-bold">
            Avaliações
          </h2>
          <RatingSummary recipe={recipe} />
        </div>
        <RatingWidget recipe={recipe} />
        <CommentList recipeId={recipe.id} canReport={!!user} />
      </section>
    </Card>
  );
}
