import {
  HAVE_HEADING,
  PANTRY_HEADING,
  shoppingItemText,
  type ShoppingItem,
  type ShoppingList,
} from "@chefzap/shared";
import { servingsLabel } from "./servings";

/** The list as plain text for the clipboard and the .txt download: aisles, then what is not bought. */
export function shoppingListText(title: string, servings: number, list: ShoppingList): string {
  const lines = [`Lista de compras: ${title} (${servingsLabel(servings)})`];
  const section = (heading: string, items: readonly ShoppingItem[]) => {
    if (items.length > 0) lines.push("", heading, ...items.map((item) => `- ${shoppingItemText(item)}`));
  };
  for (const group of list.groups) section(group.category, group.items);
  section(PANTRY_HEADING, list.pantry);
  section(HAVE_HEADING, list.have);
  return `${lines.join("\n")}\n`;
}
