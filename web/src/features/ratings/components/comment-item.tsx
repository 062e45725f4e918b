import type { RecipeComment } from "@chefzap/shared";
import { formatDate } from "@/lib/format-date";
import { starsLabel } from "@/lib/rating-labels";
import { ReportDialog } from "./report-dialog";
import { StarDisplay } from "./star-display";

interface CommentItemProps {
  comment: RecipeComment;
  recipeId: string;
  canReport: boolean;
}

/** One comment as plain text: React escapes it, and the line breaks the cook typed are kept. */
export function CommentItem({ comment, recipeId, canReport }: CommentItemProps) {
  return (
    <article className="grid gap-1 py-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{comment.authorName}</span>
        <StarDisplay stars={comment.rating} label={starsLabel(comment.rating)} />
        <time dateTime={comment.date} className="text-xs text-muted-foreground">
          {formatDate(comment.date)}
        </time>
        {canReport && !comment.mine && (
          <div className="-mr-2 ml-auto">
            <ReportDialog
              recipeId={recipeId}
              commentId={comment.id}
              label={`Denunciar comentário de ${comment.authorName}`}
              quiet
            />
          </div>
        )}
      </header>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{comment.comment}</p>
    </article>
  );
}
