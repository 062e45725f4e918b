import { COMMENT_MAX_LENGTH, type MyRating } from "@chefzap/shared";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/error-message";
import { useRateRecipe } from "../api/rate-recipe";
import { CharCounter } from "./char-counter";
import { StarPicker } from "./star-picker";

interface RatingFormProps {
  recipeId: string;
  /** The cook's current rating when they are changing it. */
  current?: MyRating;
  onDone: () => void;
}

/**
 * Spec §4: a star click opens the comment box; "Cancelar" starts over (or, when changing a rating,
 * goes back to it). A failed send keeps the stars and the text so nothing typed is lost.
 */
export function RatingForm({ recipeId, current, onDone }: RatingFormProps) {
  const [stars, setStars] = useState(current?.rating ?? 0);
  const [comment, setComment] = useState(current?.comment ?? "");
  const rate = useRateRecipe(recipeId);
  const commentId = useId();

  const cancel = () => {
    setStars(0);
    setComment("");
    rate.reset();
    if (current) onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stars || rate.isPending) return;
    const text = comment.trim();
    rate.mutate({ rating: stars, comment: text || undefined }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <StarPicker value={stars} onChange={setStars} disabled={rate.isPending} />
      {stars > 0 && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={commentId}>Comentário (opcional)</Label>
            <Textarea
              id={commentId}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={COMMENT_MAX_LENGTH}
              placeholder="Conte como ficou a receita para você"
              aria-describedby={`${commentId}-count`}
              className="min-h-24"
            />
            <CharCounter id={`${commentId}-count`} length={comment.length} max={COMMENT_MAX_LENGTH} />
          </div>
          {rate.isError && (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <p>{errorMessage(rate.error)}</p>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={rate.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={rate.isPending}>
              {rate.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {rate.isPending ? "Enviando..." : "Enviar avaliação"}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
