import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row for screen readers (a `th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
}

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5";

/** A read-only table of a panel, scrolling sideways on a phone rather than squeezing its columns. */
export function SimpleTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  className?: string;
}) {
  return (
    <div className="relative -mx-1 overflow-x-auto px-1">
      <table className={cn("w-full text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={cn(td, "text-left font-semibold", column.className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cn(td, column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
