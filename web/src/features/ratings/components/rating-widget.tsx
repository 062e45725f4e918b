import type { Recipe } from "@chefzap/shared";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { useMyRating } from "../api/get-my-rating";
import { MyRatingView } from "./my-rating-view";
import { RatingForm } from "./rating-form";
import { RatingLoginPrompt } from "./rating-login-prompt";

/**
 * What the viewer can do with the stars: visitors are asked to sign in, the owner cannot rate their own
 * recipe (the api refuses it), everyone else rates once and may change it.
 */
export function RatingWidget({ recipe }: { recipe: Recipe }) {
  const { user, isLoading } = useUser();
  const isOwner = !!user && user.id === recipe.userId;
  const mine = useMyRating(recipe.id, !!user && !isOwner);
  const [changing, setChanging] = useState(false);

  if (isLoading || (user && !isOwner && mine.isPending)) return <Skeleton className="h-20" />;
  if (!user) return <RatingLoginPrompt />;
  if (isOwner)
    return (
      <p className="rounded-xl bg-muted p-4 text-sm">
        Esta receita é sua: as notas e os comentários vêm de quem a prepara.
      </p>
    );
  if (mine.isError)
    return (
      <Alert variant="destructive" role="alert" className="items-center">
        <CircleAlert aria-hidden="true" />
        <p className="flex-1">Não foi possível carregar a sua avaliação.</p>
        <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  if (mine.data && !changing) return <MyRatingView rating={mine.data} onChange={() => setChanging(true)} />;
  return (
    <RatingForm
      recipeId={recipe.id}
      current={changing ? mine.data : undefined}
      onDone={() => setChanging(false)}
    />
  );
}
