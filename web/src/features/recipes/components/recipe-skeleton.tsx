import { Skeleton } from "@/components/ui/skeleton";

export function RecipeSkeleton() {
  return (
    <main
      aria-busy="true"
      aria-label="Carregando receita"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-10"
    >
      <div className="grid gap-3">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-32" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-96" />
      </div>
    </main>
  );
}
