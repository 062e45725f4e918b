import { shoppingAmount, type ShoppingItem } from "@chefzap/shared";

interface ShoppingListAsideProps {
  heading: string;
  items: readonly ShoppingItem[];
}

/** Foods not to buy (staples to check, what the cook has): named, with no box to tick. */
export function ShoppingListAside({ heading, items }: ShoppingListAsideProps) {
  if (items.length === 0) return null;
  const id = `aside-${heading.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-4 grid gap-1">
      <h3 id={id} className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {heading}
      </h3>
      <ul className="grid gap-1 px-2 text-sm">
        {items.map((item) => {
          const amount = shoppingAmount(item);
          return (
            <li key={item.name} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span>{item.name}</span>
              {amount && <span className="text-muted-foreground">{amount}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
