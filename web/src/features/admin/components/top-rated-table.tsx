import type { AdminRecipeAnalytics } from "@chefzap/shared";
import { Link } from "react-router";
import { formatInteger, formatRating } from "../lib/format-numbers";

const th = "px-2 py-2 text-left font-semibold";
const td = "px-2 py-2.5";

export function TopRatedTable({ recipes }: { recipes: AdminRecipeAnalytics["topRatedRecipes"] }) {
  return (
    <section aria-labelledby="top-rated-title" className="grid grid-cols-1 gap-2">
      <h3 id="top-rated-title" className="text-lg font-bold">
        Mais bem avaliadas
      </h3>
      {recipes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma receita publicada tem votos ainda.</p>
      ) : (
        <div className="relative -mx-1 overflow-x-auto px-1">
          <table className="w-full text-sm">
            <caption className="sr-only">Receitas mais bem avaliadas, pela pontuação do ranking</caption>
            <thead className="text-xs uppercase tracking-wide text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  Receita
                </th>
                <th scope="col" className={th}>
                  Autor
                </th>
                <th scope="col" className={th}>
                  Nota
                </th>
                <th scope="col" className={th}>
                  Votos
                </th>
              </tr>
            </thead>
            <tbody>
              {recipes.map((r) => (
                <tr key={r.id} className="border-b border-border last:border-0">
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    <Link to={`/recipes/${r.id}`} className="text-primary underline-offset-4 hover:underline">
                      {r.title}
                    </Link>
                  </th>
                  <td className={td}>{r.author}</td>
                  <td className={`${td} tabular-nums`}>{formatRating(r.averageRating)}</td>
                  <td className={`${td} tabular-nums`}>{formatInteger(r.totalRatings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
