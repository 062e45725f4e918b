import type { ChartRow, ChartSeries } from "../lib/chart-data";

interface ChartDataTableProps {
  title: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
}

/** The chart's numbers, folded away: the accessible (and exact) reading of the picture above it. */
export function ChartDataTable({ title, rows, series, format }: ChartDataTableProps) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-primary">Ver dados</summary>
      <div className="relative mt-2 max-h-64 overflow-auto">
        <table className="w-full">
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 text-left font-semibold">
                <span className="sr-only">Item</span>
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-1 text-right font-semibold">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  {row.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="py-1 text-right tabular-nums">
                    {format(Number(row[s.key] ?? 0))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
