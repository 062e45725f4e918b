import { Skeleton } from "@/components/ui/skeleton";
import { RecipeGridSkeleton } from "./recipe-grid-skeleton";

/** Shown while we learn whether someone is signed in, shaped like the page to avoid a jump. */
export function DashboardSkeleton() {
  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-5 w-64" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <RecipeGridSkeleton />
    </main>
  );
}
