import type { FoodsResponse } from "@chefzap/shared";
import { Search } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { searchFoods } from "../lib/food-search";
import { FoodCategoryTabs } from "./food-category-tabs";
import { FoodGrid, type FoodHandlers } from "./food-grid";

/** The food selector (spec §2): search across every category, or browse them by tab. */
export function FoodSelector({ catalogue, ...handlers }: FoodHandlers & { catalogue: FoodsResponse }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const results = useMemo(() => searchFoods(catalogue, deferred), [catalogue, deferred]);
  const searchId = useId();
  const searching = deferred.trim() !== "";

  return (
    <section aria-labelledby="preferencias-titulo" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="preferencias-titulo" className="text-2xl font-bold">
          Preferências Alimentares
        </h2>
        <p className="text-muted-foreground">
          Marque o que você gosta e o que não gosta: os cardápios usam mais os seus favoritos e deixam de fora
          o que você não come.
        </p>
      </div>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Buscar alimentos
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Buscar alimentos..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      {searching ? (
        <section aria-labelledby="resultados-busca" className="grid gap-3">
          <h3 id="resultados-busca" className="text-lg font-bold">
            Resultados da busca ({results.length})
          </h3>
          {results.length > 0 ? (
            <FoodGrid foods={results} label="Resultados da busca" {...handlers} />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
              Nenhum alimento com “{deferred.trim()}”. Tente outro nome ou limpe a busca para ver as
              categorias.
            </p>
          )}
        </section>
      ) : (
        <FoodCategoryTabs catalogue={catalogue} {...handlers} />
      )}
    </section>
  );
}
