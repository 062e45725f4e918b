import { useCallback, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { errorMessage } from "@/lib/error-message";
import { useAdminRecipes } from "../api/get-panel-two-lists";
import { recipeSourceLabels } from "../lib/recipe-labels";
import { shortId } from "../lib/user-labels";
import { LoadError } from "./load-error";
import { LoadMore } from "./load-more";
import { SearchField } from "./search-field";
import { TableSkeleton } from "./table-skeleton";

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-2.5";

/** Panel two's Receitas: every recipe, newest first, with who made it and how. */
export function RecipesSection() {
  const [search, setSearch] = useState("");
  const recipes = useAdminRecipes(search);
  const rows = recipes.data?.pages.flatMap((page) => page.items) ?? [];
  const onSearch = useCallback((text: string) => setSearch(text), []);

  return (
    <section aria-labelledby="admin-recipes-title" className="grid grid-cols-1 gap-4">
      <h2 id="admin-recipes-title" className="text-xl font-bold">
        Receitas
      </h2>
      <SearchField
        id="admin-recipes-search"
        label="Buscar receitas"
        placeholder="Título"
        onSearch={onSearch}
      />
      {recipes.isPending ? (
        <TableSkeleton />
      ) : recipes.isError ? (
        <LoadError message={errorMessage(recipes.error)} onRetry={() => void recipes.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">Nenhuma receita encontrada.</p>
      ) : (
        <div className="relative -mx-1 overflow-x-auto px-1">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Receitas, da mais recente à mais antiga</caption>
            <thead className="text-xs uppercase tracking-wide text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  ID
                </th>
                <th scope="col" className={th}>
                  Título
                </th>
                <th scope="col" className={th}>
                  Usuário
                </th>
                <th scope="col" className={th}>
                  Origem
                </th>
                <th scope="col" className={th}>
                  Criada em
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((recipe) => (
                <tr key={recipe.id} className="border-b border-border last:border-0">
                  <td className={`${td} font-mono text-xs`} title={recipe.id}>
                    {shortId(recipe.id)}
                  </td>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    <Link
                      to={`/recipes/${recipe.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {recipe.title}
                    </Link>
                    {recipe.published && <Badge className="ml-2">Publicada</Badge>}
                    {recipe.hidden && (
                      <Badge className="ml-2 bg-destructive/15 text-destructive">Oculta</Badge>
                    )}
                  </th>
                  <td className={`${td} break-all`} title={recipe.user.email}>
                    {recipe.user.name}
                  </td>
                  <td className={td}>{recipeSourceLabels[recipe.source]}</td>
                  <td className={`${td} tabular-nums`}>{formatDate(recipe.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasMore={recipes.hasNextPage}
        loading={recipes.isFetchingNextPage}
        onMore={() => void recipes.fetchNextPage()}
      />
    </section>
  );
}
