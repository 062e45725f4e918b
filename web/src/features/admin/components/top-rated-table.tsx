import type { AdminRecipeAnalytics } from "@chefzap/shared";
import { Link } from "react-router";
import { formatInteger, formatRating } from "../lib/format-numbers";
import { SimpleTable, type Column } from "./simple-table";

type TopRated = AdminRecipeAnalytics["topRatedRecipes"][number];

const columns: Column<TopRated>[] = [
  {
    header: "Receita",
    rowHeader: true,
    cell: (r) => (
      <Link to={`/recipes/${r.id}`} className="text-primary underline-offset-4 hover:underline">
        {r.title}
      </Link>
    ),
  },
  { header: "Autor", cell: (r) => r.author },
  { header: "Nota", cell: (r) => formatRating(r.averageRating), className: "tabular-nums" },
  { header: "Votos", cell: (r) => formatInteger(r.totalRatings), className: "tabular-nums" },
];

export function TopRatedTable({ recipes }: { recipes: TopRated[] }) {
  return (
    <section aria-labelledby="top-rated-title" className="grid grid-cols-1 gap-2">
      <h2 id="top-rated-title" className="text-lg font-bold">
        Mais bem avaliadas
      </h2>
      {recipes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma receita publicada tem votos ainda.</p>
      ) : (
        <SimpleTable
          caption="Receitas mais bem avaliadas, pela pontuação do ranking"
          columns={columns}
          rows={recipes}
        />
      )}
    </section>
  );
}
