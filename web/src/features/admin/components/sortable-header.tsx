import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

interface SortableHeaderProps {
  children: ReactNode;
  /** The direction this column is sorted in now, or null when another column sorts the table. */
  direction: "ascending" | "descending" | null;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts on click; aria-sort tells screen readers which column sorts and how. */
export function SortableHeader({ children, direction, onSort, className }: SortableHeaderProps) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction ?? "none"} className={className}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}
