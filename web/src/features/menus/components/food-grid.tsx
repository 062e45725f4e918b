import type { FoodSummary } from "@chefzap/shared";
import type { FoodChoices } from "../lib/food-choices";
import { FoodCard, type FoodChoice } from "./food-card";

export interface FoodHandlers {
  choices: FoodChoices;
  onLike: (id: string) => void;
  onDislike: (id: string) => void;
}

const choiceOf = ({ liked, disliked }: FoodChoices, id: string): FoodChoice =>
  liked.includes(id) ? "liked" : disliked.includes(id) ? "disliked" : null;

export function FoodGrid({
  foods,
  choices,
  onLike,
  onDislike,
  label,
}: FoodHandlers & { foods: readonly FoodSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {foods.map((food) => (
        <FoodCard
          key={food.id}
          food={food}
          choice={choiceOf(choices, food.id)}
          onLike={onLike}
          onDislike={onDislike}
        />
      ))}
    </ul>
  );
}
