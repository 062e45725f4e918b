import { Button } from "@/components/ui/button";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Cursor-paged lists grow at the bottom instead of turning pages. */
export function LoadMore({ hasMore, loading, onMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="justify-self-center" disabled={loading} onClick={onMore}>
      {loading ? "Carregando..." : "Carregar mais"}
    </Button>
  );
}
