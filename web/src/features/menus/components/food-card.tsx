import type { FoodSummary } from "@chefzap/shared";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { memo } from "react";
import { cn } from "@/lib/cn";
import { capitalize } from "../lib/format";

export type FoodChoice = "liked" | "disliked" | null;

interface FoodCardProps {
  food: FoodSummary;
  choice: FoodChoice;
  onLike: (id: string) => void;
  onDislike: (id: string) => void;
}

const pressable =
  "grid size-11 shrink-0 place-items-center rounded-lg border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** One food with its like and dislike buttons; the card takes the colour of the choice. */
export const FoodCard = memo(function FoodCard({ food, choice, onLike, onDislike }: FoodCardProps) {
  const name = capitalize(food.name);
  return (
    <li
      className={cn(
        "flex min-h-14 items-center gap-3 rounded-lg border bg-card p-2 pl-3 transition-colors",
        choice === "liked" && "border-success bg-success/10",
        choice === "disliked" && "border-destructive bg-destructive/10",
        !choice && "border-border",
      )}
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        {food.icon}
      </span>
      <span className="min-w-0 flex-1 font-medium leading-tight break-words">{name}</span>
      <button
        type="button"
        aria-pressed={choice === "liked"}
        aria-label={`Gosto de ${name}`}
        title="Gosto"
        onClick={() => onLike(food.id)}
        className={cn(
          pressable,
          choice === "liked"
            ? "border-success bg-success text-success-foreground"
            : "border-input bg-card text-muted-foreground hover:border-success hover:text-success",
        )}
      >
        <ThumbsUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-pressed={choice === "disliked"}
        aria-label={`Não gosto de ${name}`}
        title="Não gosto"
        onClick={() => onDislike(food.id)}
        className={cn(
          pressable,
          choice === "disliked"
            ? "border-destructive bg-destructive text-destructive-foreground"
            : "border-input bg-card text-muted-foreground hover:border-destructive hover:text-destructive",
        )}
      >
        <ThumbsDown aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
});
