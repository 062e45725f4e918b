import type { WeeklyMenu } from "@chefzap/shared";
import { formatMenuDate } from "./format-week";

/** "Frango - 1 kg", as the spec writes an item (§2). */
export const itemLabel = (item: { name: string; quantity: string }) =>
  item.quantity ? `${item.name} - ${item.quantity}` : item.name;

/** The week's list as plain text for the clipboard, sharing and the .txt download; ticked items marked. */
export function menuShoppingText(menu: WeeklyMenu): string {
  const lines = [`Lista de compras: ${menu.title} (semana de ${formatMenuDate(menu.weekStartDate)})`];
  for (const category of menu.shoppingList) {
    if (category.items.length === 0) continue;
    lines.push("", category.category);
    for (const item of category.items) lines.push(`${item.checked ? "[x]" : "[ ]"} ${itemLabel(item)}`);
  }
  return `${lines.join("\n")}\n`;
}
