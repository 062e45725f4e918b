import type { WeeklyMenuShoppingCategory } from "@chefzap/shared";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { itemLabel } from "../lib/shopping-text";
import { CategoryIcon } from "./menu-icons";

interface ShoppingCategoryCardProps {
  menuId: string;
  category: WeeklyMenuShoppingCategory;
  categoryIndex: number;
  onToggle: (itemIndex: number, checked: boolean) => void;
}

/** One aisle: each item a box and "name - quantity", struck through once in the cart (spec §2). */
export function ShoppingCategoryCard({
  menuId,
  category,
  categoryIndex,
  onToggle,
}: ShoppingCategoryCardProps) {
  const headingId = `lista-${menuId}-${categoryIndex}`;
  const done = category.items.filter((item) => item.checked).length;
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-2 rounded-xl border border-border bg-background/60 p-3 sm:p-4"
    >
      <h5 id={headingId} className="flex items-center gap-2 font-bold">
        <CategoryIcon category={category.category} className="size-5 text-primary" />
        {category.category}
        <span className="ml-auto text-xs font-normal text-muted-foreground">
          {done} de {category.items.length}
        </span>
      </h5>
      <ul className="grid gap-0.5">
        {category.items.map((item, i) => {
          const id = `${headingId}-${i}`;
          return (
            <li key={id} className="flex items-center gap-3 rounded-lg px-1 py-1.5 hover:bg-muted">
              <Checkbox
                id={id}
                checked={item.checked}
                onCheckedChange={(checked) => onToggle(i, checked === true)}
              />
              <label
                htmlFor={id}
                className={cn(
                  "flex-1 cursor-pointer text-sm",
                  item.checked && "text-muted-foreground line-through",
                )}
              >
                {itemLabel(item)}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
