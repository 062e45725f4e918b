import { DASHBOARD_COLLAPSED } from "@/config/constants";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

interface RecipeListMoreProps {
  total: number;
  expanded: boolean;
  onToggle: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/** "Ver todas" opens the first page (9); "Carregar mais" then brings the next pages, one at a time. */
export function RecipeListMore(props: RecipeListMoreProps) {
  const { total, expanded, hasMore, loadingMore } = props;
  if (total <= DASHBOARD_COLLAPSED) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {props.loadMoreFailed && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Não foi possível carregar mais receitas. Tente de novo.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {expanded && hasMore && (
          <Button onClick={props.onLoadMore} disabled={loadingMore}>
            {loadingMore && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {loadingMore ? "Carregando..." : "Carregar mais"}
          </Button>
        )}
        <Button variant="outline" aria-expanded={expanded} onClick={props.onToggle}>
          {expanded ? "Ver menos" : "Ver todas"}
        </Button>
      </div>
    </div>
  );
}
