import { REPORT_REASON_LABELS, type AdminReportedItem } from "@chefzap/shared";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "../lib/format-date-time";

interface ReportedItemProps {
  item: AdminReportedItem;
  busy: boolean;
  onModerate: (item: AdminReportedItem, action: "hide" | "restore") => void;
}

/** One reported recipe or comment: what was said about it, and hide or restore. */
export function ReportedItem({ item, busy, onModerate }: ReportedItemProps) {
  const what = item.target === "recipe" ? "Receita" : "Comentário";
  const hidden = item.hiddenAt !== null;
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{what}</Badge>
        {hidden && <Badge className="bg-destructive/15 text-destructive">Oculto</Badge>}
        <Link
          to={`/recipes/${item.recipeId}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {item.recipeTitle}
        </Link>
      </div>
      {item.text && <p className="text-sm break-words whitespace-pre-line">{item.text}</p>}
      <p className="text-xs text-muted-foreground">
        Por {item.author.name} · {item.reportCount === 1 ? "1 denúncia" : `${item.reportCount} denúncias`}, a
        última em {formatDateTime(item.lastReportedAt)}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Motivos">
        {item.reasons.map((r) => (
          <li key={r.reason}>
            <Badge className="font-normal">
              {REPORT_REASON_LABELS[r.reason]} ({r.count})
            </Badge>
          </li>
        ))}
      </ul>
      {item.details.length > 0 && (
        <ul className="grid gap-1 border-l-2 border-border pl-3 text-sm text-muted-foreground">
          {item.details.map((detail, i) => (
            <li key={i} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      )}
      <Button
        size="sm"
        variant={hidden ? "outline" : "destructive"}
        className="justify-self-start"
        disabled={busy}
        aria-label={`${hidden ? "Restaurar" : "Ocultar"} ${what.toLowerCase()} em ${item.recipeTitle}`}
        onClick={() => onModerate(item, hidden ? "restore" : "hide")}
      >
        {hidden ? "Restaurar" : "Ocultar"}
      </Button>
    </li>
  );
}
