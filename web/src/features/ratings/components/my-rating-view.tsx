import type { MyRating } from "@chefzap/shared";
import { PencilLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { starsLabel } from "@/lib/rating-labels";
import { StarDisplay } from "./star-display";

/** The cook's own vote. The api keeps one vote per cook and lets them change it, hence "Alterar". */
export function MyRatingView({ rating, onChange }: { rating: NonNullable<MyRating>; onChange: () => void }) {
  return (
    <div className="grid gap-2 rounded-xl bg-muted p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Sua avaliação</h3>
          <StarDisplay stars={rating.rating} label={`Você deu ${starsLabel(rating.rating)}`} />
        </div>
        <Button variant="outline" size="sm" onClick={onChange}>
          <PencilLine aria-hidden="true" />
          Alterar
        </Button>
      </div>
      {rating.comment && <p className="text-sm whitespace-pre-line">{rating.comment}</p>}
    </div>
  );
}
