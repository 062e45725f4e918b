import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { shoppingAmount, type ShoppingGroup } from "@chefzap/shared";

interface ShoppingListItemsProps {
  groups: readonly ShoppingGroup[];
  ticked: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

export function ShoppingListItems({ groups, ticked, onToggle }: ShoppingListItemsProps) {
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`aisle-${group.category}`} className="grid gap-2">
          <h3
            id={`aisle-${group.category}`}
            className="text-xs font-bold tracking-wide text-muted-foreground uppercase"
          >
            {group.category}
          </h3>
          <ul className="grid gap-1">
            {group.items.map((item, i) => {
              const key = `${group.category}:${i}`;
              const id = `shopping-${key}`;
              const done = ticked.has(key);
              const amount = shoppingAmount(item);
              return (
                <li key={key} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted">
                  <Checkbox id={id} checked={done} onCheckedChange={() => onToggle(key)} />
                  <label
                    htmlFor={id}
                    className={cn(
                      "flex flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-3",
                      done && "text-muted-foreground line-through",
                    )}
                  >
                    <span className="font-medium">{item.name}</span>
                    {amount && <span className="text-sm text-muted-foreground">{amount}</span>}
                    {item.note && <span className="w-full text-xs text-muted-foreground">{item.note}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
