import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Spec §9: six placeholders on this page. */
const SKELETONS = 6;

export function UserRecipesSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Carregando suas receitas...</span>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <Card key={i} data-slot="user-recipe-skeleton" className="grid gap-3 p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-3/5" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-16" />
            <Skeleton className="h-9 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}
