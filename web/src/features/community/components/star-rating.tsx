import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { averageLabel, ratingsCountLabel, roundedStars } from "@/lib/rating-labels";

const STARS = [1, 2, 3, 4, 5];

interface StarRatingProps {
  /** The api's ×10 average (0–50). */
  averageRating: number;
  totalRatings: number;
  className?: string;
}

/** Rounded stars, the average with one decimal and how many cooks rated; the label says it in words. */
export function StarRating({ averageRating, totalRatings, className }: StarRatingProps) {
  if (!totalRatings)
    return <p className={cn("text-sm text-muted-foreground", className)}>Ainda sem avaliações</p>;
  const stars = roundedStars(averageRating);
  const average = averageLabel(averageRating);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-1.5 text-sm", className)}>
      <span role="img" aria-label={`Nota ${average} de 5`} className="inline-flex gap-0.5">
        {STARS.map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            data-filled={n <= stars || undefined}
            className={cn(
              "size-4",
              n <= stars ? "fill-accent text-amber-600 dark:text-accent" : "text-muted-foreground/60",
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-bold tabular-nums">
        {average}
      </span>
      <span className="text-muted-foreground">({ratingsCountLabel(totalRatings)})</span>
    </p>
  );
}
