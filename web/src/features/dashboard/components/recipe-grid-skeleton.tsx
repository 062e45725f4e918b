import { DASHBOARD_SKELETONS } from "@/config/constants";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function RecipeGridSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Carregando receitas...</span>
      {Array.from({ length: DASHBOARD_SKELETONS }, (_, i) => (
        <Card key={i} data-slot="recipe-skeleton" className="grid gap-3 p-5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
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
