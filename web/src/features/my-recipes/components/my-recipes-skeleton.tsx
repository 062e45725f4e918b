import { Skeleton } from "@/components/ui/skeleton";

/** While the session is checked, so a signed-in cook never sees "Acesso Restrito" flash by. */
export function MyRecipesSkeleton() {
  return (
    <main
      aria-busy="true"
      aria-label="Carregando Minhas Receitas"
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10"
    >
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-2/3 max-w-md" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </main>
  );
}
