import { HAVE_HEADING, PANTRY_HEADING, type ShoppingItem, type ShoppingList } from "./shopping.ts";

// A bare number counts the food ("2 batatas"); anything else measures it ("300 g de frango").
const COUNT = /^[\d\s,½¼¾]+$/;

/** The amount as a recipe line writes it: "650 g", or "3" before the food's name ("3 ovos"). */
const rawAmount = (item: ShoppingItem) => [item.quantity, item.unit].filter(Boolean).join(" ");

/**
 * What to buy of one item: "1 garrafa (500 ml)", "650 g", "3 unidades"; empty for "cheiro-verde a gosto".
 * A bare count says it counts units, so "Ovos · 3" never reads as a name with a stray number.
 */
export function shoppingAmount(item: ShoppingItem): string {
  const amount = rawAmount(item);
  if (!amount || !COUNT.test(amount)) return amount;
  return `${amount} ${/^(1( [½¼¾])?|[½¼¾])$/.test(amount.trim()) ? "unidade" : "unidades"}`;
}

/** One line of a written list: "Azeite — 1 garrafa (500 ml) · a receita usa 2 colheres (sopa)". */
export function shoppingItemText(item: ShoppingItem): string {
  const amount = shoppingAmount(item);
  return [amount ? `${item.name} — ${amount}` : item.name, item.note].filter(Boolean).join(" · ");
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase("pt-BR") + text.slice(1);

/** "300 g de frango", "2 batatas", "sal": an item as a recipe line says it, lower case, for a sentence. */
function inSentence(item: ShoppingItem): string {
  const name = lowerFirst(item.name);
  const amount = rawAmount(item);
  if (!amount) return name;
  return COUNT.test(amount) ? `${amount} ${name}` : `${amount} de ${name}`;
}

/** "Você já tem: 300 g de frango, 2 batatas" — a group that is not bought, on one line. */
function asideLine(heading: string, items: readonly ShoppingItem[]): string[] {
  return items.length === 0 ? [] : [`${heading}: ${items.map(inSentence).join(", ")}`];
}

/**
 * The list as chat lines: what to buy, then what to check at home and what the cook already has, one
 * line each, so WhatsApp and the web chat show the same thing.
 */
export function shoppingListLines(list: ShoppingList): string[] {
  return [
    ...list.groups.flatMap((group) => group.items.map(shoppingItemText)),
    ...asideLine(PANTRY_HEADING, list.pantry),
    ...asideLine(HAVE_HEADING, list.have),
  ];
}
