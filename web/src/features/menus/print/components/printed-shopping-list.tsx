import type { WeeklyMenu } from "@chefzap/shared";
import { cn } from "@/lib/cn";
import { itemLabel } from "../../week/lib/shopping-text";

/** The list as paper: a box to tick by hand for each item, aisles flowing in columns. */
export function PrintedShoppingList({ menu }: { menu: WeeklyMenu }) {
  return (
    <section aria-labelledby="lista-impressa" className="grid gap-3 print:break-before-page">
      <h2 id="lista-impressa" className="text-xl font-bold print:text-base">
        Lista de Compras Inteligente
      </h2>
      <div className="gap-6 sm:columns-2 lg:columns-3 print:columns-3 print:text-[9pt]">
        {menu.shoppingList.map((category) =>
          category.items.length === 0 ? null : (
            <div key={category.category} className="mb-4 break-inside-avoid print:mb-2">
              <h3 className="mb-1 font-bold">{category.category}</h3>
              <ul className="grid gap-0.5">
                {category.items.map((item, i) => (
                  <li key={i} className="flex items-start gap-2">
                    <span aria-hidden="true">{item.checked ? "☑" : "☐"}</span>
                    <span className={cn(item.checked && "text-muted-foreground line-through")}>
                      {itemLabel(item)}
                      {item.checked && <span className="sr-only"> (já comprado)</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ),
        )}
      </div>
    </section>
  );
}
