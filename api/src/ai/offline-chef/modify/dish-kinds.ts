import type { FoodEntry } from "../types.ts";

/** Dishes whose name says their meat: a galinhada is chicken rice, a peixada a fish stew. */
const KINDS: ReadonlyArray<{ name: RegExp; tag: string; renamed: (food: FoodEntry) => string }> = [
  { name: /^Galinhada\b/, tag: "poultry", renamed: (food) => `Arroz com ${food.name}` },
  { name: /^Peixada\b/, tag: "fish", renamed: (food) => `Ensopado de ${food.name}` },
  { name: /^Bacalhoada\b/, tag: "fish", renamed: (food) => `${food.name} com batatas` },
];

/** "Galinhada com milho" with carne moída is "Arroz com carne moída e milho". */
export function retitleByKind(title: string, from: FoodEntry, to: FoodEntry): string {
  for (const { name, tag, renamed } of KINDS) {
    const match = name.exec(title);
    // Only the dish's own meat renames it: quinoa for its rice leaves a galinhada a galinhada.
    if (!match || !from.tags.has(tag) || to.tags.has(tag)) continue;
    const rest = title.slice(match[0].length).replace(/^\s+com\s+/, " e ");
    const base = renamed(to);
    return `${base.charAt(0).toUpperCase()}${base.slice(1)}${rest}`;
  }
  return title;
}
