import type { WeeklyMenu } from "@chefzap/shared";
import { useSetShoppingItem } from "../api/set-shopping-item";
import { ShoppingCategoryCard } from "./shopping-category-card";
import { ShoppingListActions } from "./shopping-list-actions";

/** 'Lista de Compras Inteligente' (spec §2): the week merged by aisle; every tick is saved. */
export function ShoppingList({ menu }: { menu: WeeklyMenu }) {
  const tick = useSetShoppingItem();
  const total = menu.shoppingList.reduce((sum, category) => sum + category.items.length, 0);
  const done = menu.shoppingList.reduce((sum, c) => sum + c.items.filter((item) => item.checked).length, 0);
  return (
    <section aria-label="Lista de Compras Inteligente" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-bold">Lista de Compras Inteligente</h4>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {done} de {total} itens no carrinho
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        A semana somada, arredondada para o que se vende e sem o que você disse ter em casa.
      </p>
      <ShoppingListActions menu={menu} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {menu.shoppingList.map((category, categoryIndex) =>
          category.items.length === 0 ? null : (
            <ShoppingCategoryCard
              key={category.category}
              menuId={menu.id}
              category={category}
              categoryIndex={categoryIndex}
              onToggle={(itemIndex, checked) =>
                tick.mutate({ menuId: menu.id, categoryIndex, itemIndex, checked })
              }
            />
          ),
        )}
      </div>
    </section>
  );
}
