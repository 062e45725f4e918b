import type { ShoppingItem } from "@chefzap/shared";
import { servingsLabel } from "./servings";

export type ShoppingGroup = { category: string; items: ShoppingItem[] };

/** "4 xícaras (chá)" — what to buy of one item; empty for "sal a gosto". */
export function itemAmount(item: ShoppingItem): string {
  return [item.quantity, item.unit].filter(Boolean).join(" ");
}

/** The list as plain text for the clipboard and the .txt download, grouped by aisle. */
export function shoppingListText(title: string, servings: number, groups: readonly ShoppingGroup[]): string {
  const lines = [`Lista de compras: ${title} (${servingsLabel(servings)})`];
  for (const group of groups) {
    lines.push("", group.category);
    for (const item of group.items) {
      const amount = itemAmount(item);
      lines.push(`- ${item.name}${amount ? `: ${amount}` : ""}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
