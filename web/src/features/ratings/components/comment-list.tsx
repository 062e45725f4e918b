import { CircleAlert, LoaderCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useComments } from "../api/get-comments";
import { CommentItem } from "./comment-item";

/** The recipe's comments, newest first, a page at a time. */
export function CommentList({ recipeId, canReport }: { recipeId: string; canReport: boolean }) {
  const comments = useComments(recipeId);
  const all = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="comments-heading" className="grid gap-2">
      <h3 id="comments-heading" className="font-semibold">
        Comentários
      </h3>
      {comments.isPending && (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">Carregando comentários...</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {comments.isError && !comments.isFetchNextPageError && (
        <Alert variant="destructive" role="alert" className="items-center">
          <CircleAlert aria-hidden="true" />
          <p className="flex-1">Não foi possível carregar os comentários.</p>
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      {comments.isSuccess && all.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhum comentário ainda.</p>
      )}
      {all.length > 0 && (
        <ul className="divide-y divide-border">
          {all.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} recipeId={recipeId} canReport={canReport} />
            </li>
          ))}
        </ul>
      )}
      {comments.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Não foi possível carregar mais comentários. Tente de novo.
        </p>
      )}
      {comments.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {comments.isFetchingNextPage ? "Carregando..." : "Ver mais comentários"}
        </Button>
      )}
    </section>
  );
}
