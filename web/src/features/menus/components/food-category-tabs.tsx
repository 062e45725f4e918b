import type { FoodsResponse } from "@chefzap/shared";
import { Tabs } from "radix-ui";
import { FoodGrid, type FoodHandlers } from "./food-grid";

/** The catalogue's twelve categories, Proteínas first and open (spec §2). */
export function FoodCategoryTabs({ catalogue, ...handlers }: FoodHandlers & { catalogue: FoodsResponse }) {
  return (
    <Tabs.Root defaultValue={catalogue.categories[0]?.id} className="grid gap-4">
      <Tabs.List
        aria-label="Categorias de alimentos"
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
      >
        {catalogue.categories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className="min-h-9 shrink-0 rounded-full border border-border px-3 py-1.5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
          >
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {catalogue.categories.map((category) => (
        <Tabs.Content key={category.id} value={category.id} className="grid gap-3 focus-visible:outline-none">
          <h3 className="flex items-baseline gap-2 text-lg font-bold">
            {category.name}{" "}
            <span className="text-sm font-medium text-muted-foreground">({category.foods.length} itens)</span>
          </h3>
          <FoodGrid foods={category.foods} label={category.name} {...handlers} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
