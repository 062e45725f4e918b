import type { Recipe } from "@chefzap/shared";
import { averageLabel, ratingsCountLabel, roundedStars } from "@/lib/rating-labels";
import { StarDisplay } from "./star-display";

/** The recipe's average (the api sends it ×10) and how many cooks rated it. */
export function RatingSummary({ recipe }: { recipe: Pick<Recipe, "averageRating" | "totalRatings"> }) {
  if (!recipe.totalRatings) return <p className="text-sm text-muted-foreground">Ainda sem avaliações.</p>;
  const average = averageLabel(recipe.averageRating);
  return (
    <div className="flex items-center gap-2">
      <span className="text-2xl font-bold tabular-nums">{average}</span>
      <StarDisplay stars={roundedStars(recipe.averageRating)} label={`Média ${average} de 5`} />
      <span className="text-sm text-muted-foreground">({ratingsCountLabel(recipe.totalRatings)})</span>
    </div>
  );
}
