import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

interface RecipeCardsSkeletonProps {
  count: number;
  label: string;
  className?: string;
}

/** Card-shaped placeholders, so the page does not jump when the recipes arrive. */
export function RecipeCardsSkeleton({ count, label, className }: RecipeCardsSkeletonProps) {
  return (
    <div role="status" className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-slot="recipe-skeleton" className="grid gap-3 p-5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-16" />
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-6 w-14" />
          </div>
        </Card>
      ))}
    </div>
  );
}
