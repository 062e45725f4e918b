import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatInteger } from "../lib/format-numbers";

interface PagerProps {
  page: number;
  pageSize: number;
  total: number | undefined;
  /** Rows on this page, for lists that do not count their matches. */
  shown: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous/next with "1–25 de 130"; the api pages by number. */
export function Pager({ page, pageSize, total, shown, onPage, label }: PagerProps) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const hasNext = total === undefined ? shown === pageSize : last < total;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        {formatInteger(first)}–{formatInteger(last)}
        {total !== undefined && ` de ${formatInteger(total)}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Próxima
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
