import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ChartRow, ChartSeries } from "../lib/chart-data";
import { ChartDataTable } from "./chart-data-table";

interface BarChartCardProps {
  title: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  /** Categories on the vertical axis (long names such as foods). */
  horizontal?: boolean;
  /** The value axis reaches at least this far, so an empty month does not draw cents as its scale. */
  minTop?: number;
  /** Shorter numbers for the axis ticks than for the tooltip and table (R$ 100 rather than R$ 100,00). */
  tickFormat?: (value: number) => string;
}

const axis = { fontSize: 12, fill: "var(--color-muted-foreground)" };

/** A bar chart with its numbers as a table under "Ver dados", for screen readers and exact values. */
export function BarChartCard({
  title,
  rows,
  series,
  format,
  horizontal = false,
  minTop = 4,
  tickFormat = format,
}: BarChartCardProps) {
  const labelAxis = { dataKey: "label", tick: axis, tickLine: false, interval: "preserveStartEnd" as const };
  const valueAxis = {
    tick: axis,
    tickLine: false,
    allowDecimals: false,
    tickFormatter: tickFormat,
    domain: [0, (dataMax: number) => Math.max(dataMax, minTop)] as [number, (max: number) => number],
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <figure aria-label={title} className="m-0">
          <BarChart
            responsive
            data={[...rows]}
            layout={horizontal ? "vertical" : "horizontal"}
            margin={{ top: 4, right: 8, bottom: 0, left: horizontal ? 24 : 0 }}
            style={{ width: "100%", height: horizontal ? Math.max(160, rows.length * 28) : 220 }}
          >
            <CartesianGrid
              stroke="var(--color-border)"
              strokeDasharray="3 3"
              vertical={horizontal}
              horizontal={!horizontal}
            />
            {horizontal ? (
              <>
                <XAxis type="number" {...valueAxis} />
                <YAxis type="category" width={96} {...labelAxis} />
              </>
            ) : (
              <>
                <XAxis {...labelAxis} />
                <YAxis width={64} {...valueAxis} />
              </>
            )}
            <Tooltip
              formatter={(value) => format(Number(value))}
              contentStyle={{
                background: "var(--color-card)",
                borderColor: "var(--color-border)",
                borderRadius: 8,
              }}
              cursor={{ fill: "var(--color-muted)" }}
            />
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} stackId="all" radius={2} />
            ))}
          </BarChart>
        </figure>
        <ChartDataTable title={title} rows={rows} series={series} format={format} />
      </CardContent>
    </Card>
  );
}
