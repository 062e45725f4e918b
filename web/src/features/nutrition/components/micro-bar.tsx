import { Progress } from "@/components/ui/progress";
import { formatNumber } from "../lib/format";
import type { MicroRow } from "../lib/reference";

/** Past the reference the bar stays full and turns red, and a line says so in words. */
export function MicroBar({ row, value }: { row: MicroRow; value: number | null }) {
  const reference = `${formatNumber(row.max)} ${row.unit}`;
  if (value === null)
    return (
      <li className="grid gap-1.5">
        <div className="flex justify-between gap-2 text-sm">
          <span className="font-medium">{row.label}</span>
          <span className="text-muted-foreground">não disponível na TACO</span>
        </div>
        <div aria-hidden="true" className="h-2 rounded-full border border-dashed border-input" />
      </li>
    );
  const over = value > row.max;
  return (
    <li className="grid gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{row.label}</span>
        <span className="tabular-nums">
          {formatNumber(value, row.digits)} {row.unit}
          <span className="text-muted-foreground"> de {reference}</span>
        </span>
      </div>
      <Progress
        value={Math.min(value, row.max)}
        max={row.max}
        aria-label={`${row.label}: ${formatNumber(value, row.digits)} ${row.unit} de ${reference}`}
        className={over ? "[&>div]:bg-destructive" : undefined}
      />
      {over && <p className="text-xs font-medium text-destructive">Acima da referência diária</p>}
    </li>
  );
}
