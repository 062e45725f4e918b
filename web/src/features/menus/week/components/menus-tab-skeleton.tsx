import { Skeleton } from "@/components/ui/skeleton";

/** Spec §9: three skeleton cards while the menus load. */
export function MenusTabSkeleton() {
  return (
    <div role="status" aria-label="Carregando cardápios" className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          data-testid="menu-skeleton"
          className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-card p-5"
        >
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <div className="grid grid-cols-7 gap-2">
            {Array.from({ length: 7 }, (_, d) => (
              <Skeleton key={d} className="h-12" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
