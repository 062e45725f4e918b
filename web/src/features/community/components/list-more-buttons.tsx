import { ChevronDown, ChevronUp, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ListMoreButtonsProps {
  expanded: boolean;
  /** More recipes than the collapsed list shows, loaded or on the server. */
  canExpand: boolean;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onMore: () => void;
  onLess: () => void;
}

/**
 * 'Ver Mais' shows what is loaded and, while the server has more, brings the next page; 'Ver Menos'
 * folds the list back to its first 6.
 */
export function ListMoreButtons(props: ListMoreButtonsProps) {
  const { expanded, canExpand, hasNextPage, loadingMore, loadMoreFailed, onMore, onLess } = props;
  const showMore = expanded ? hasNextPage : canExpand;
  if (!showMore && !expanded) return null;
  return (
    <div className="grid justify-items-center gap-3">
      {loadMoreFailed && (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar mais receitas. Tente de novo.
        </p>
      )}
      <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
        {showMore && (
          <Button
            variant="outline"
            onClick={onMore}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <ChevronDown aria-hidden="true" />
            )}
            {loadingMore ? "Carregando..." : "Ver Mais"}
          </Button>
        )}
        {expanded && (
          <Button variant="ghost" onClick={onLess}>
            <ChevronUp aria-hidden="true" />
            Ver Menos
          </Button>
        )}
      </div>
    </div>
  );
}
