import { Skeleton } from "@/components/ui/skeleton";

/** Stands in for a page whose code is still downloading on a first visit straight to its address. */
export function PageSkeleton() {
  return (
    <main
      aria-busy="true"
      aria-label="Carregando página"
      className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6"
    >
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40" />
    </main>
  );
}
