import { ingredientKey } from "../ingredients.ts";
import { formatAmount, LEADING_QUANTITY, parseAmount } from "./quantity.ts";

export const SHOPPING_CATEGORIES = [
  "Carnes e Peixes",
  "Laticínios",
  "Hortifrúti",
  "Mercearia",
  "Ovos",
  "Outros",
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export interface ShoppingItem {
  name: string;
  quantity: string;
  unit: string;
  category: ShoppingCategory;
}

// Checked in order: "leite de coco" is Mercearia before "leite" makes it Laticínios.
const KEYWORDS: ReadonlyArray<[ShoppingCategory, readonly string[]]> = [
  [
    "Mercearia",
    [
      "leite de coco",
      "leite condensado",
      "creme de leite",
      "farinha",
      "fuba",
      "arroz",
      "feijao",
      "macarrao",
      "acucar",
      "sal",
      "oleo",
      "azeite",
      "vinagre",
      "molho",
      "extrato",
      "fermento",
      "amido",
      "aveia",
      "cafe",
      "chocolate",
      "achocolatado",
      "lentilha",
      "grao-de-bico",
      "milho",
      "ervilha",
      "atum",
      "sardinha",
      "caldo",
      "tempero",
      "pimenta-do-reino",
      "oregano",
      "cominho",
      "paprica",
      "canela",
      "louro",
      "mel",
      "gelatina",
      "granola",
      "pao",
      "biscoito",
      "torrada",
      "polvilho",
      "tapioca",
      "cuscuz",
      "goiabada",
      "doce de leite",
      "coco ralado",
      "castanha",
      "amendoim",
      "azeitona",
    ],
  ],
  ["Ovos", ["ovo", "ovos", "gema", "clara"]],
  [
    "Carnes e Peixes",
    [
      "frango",
      "carne",
      "boi",
      "patinho",
      "acem",
      "alcatra",
      "picanha",
      "costela",
      "musculo",
      "porco",
      "lombo",
      "bisteca",
      "linguica",
      "bacon",
      "presunto",
      "calabresa",
      "peixe",
      "tilapia",
      "salmao",
      "bacalhau",
      "merluza",
      "camarao",
      "file",
      "peito",
      "coxa",
      "sobrecoxa",
      "peru",
      "charque",
      "carne-seca",
    ],
  ],
  [
    "Laticínios",
    [
      "leite",
      "queijo",
      "mucarela",
      "mussarela",
      "parmesao",
      "requeijao",
      "manteiga",
      "iogurte",
      "nata",
      "ricota",
      "cream cheese",
      "catupiry",
      "coalhada",
    ],
  ],
  [
    "Hortifrúti",
    [
      "tomate",
      "cebola",
      "alho",
      "batata",
      "cenoura",
      "abobrinha",
      "abobora",
      "berinjela",
      "chuchu",
      "pepino",
      "pimentao",
      "alface",
      "rucula",
      "couve",
      "repolho",
      "brocolis",
      "couve-flor",
      "espinafre",
      "agriao",
      "mandioca",
      "aipim",
      "inhame",
      "cheiro-verde",
      "salsinha",
      "cebolinha",
      "coentro",
      "manjericao",
      "hortela",
      "gengibre",
      "limao",
      "laranja",
      "banana",
      "maca",
      "mamao",
      "manga",
      "abacaxi",
      "morango",
      "maracuja",
      "uva",
      "melancia",
      "abacate",
      "quiabo",
      "vagem",
      "beterraba",
      "milho verde",
      "cogumelo",
      "champignon",
      "pimenta",
      "jilo",
      "maxixe",
    ],
  ],
];

// One pattern per aisle, built once; a hyphen counts as part of a word so "papel-manteiga" is no butter.
const PATTERNS = KEYWORDS.map(
  ([category, words]) => [category, new RegExp(`(^|[^a-z-])(${words.join("|")})(s|es)?([^a-z-]|$)`)] as const,
);

/** Which aisle an ingredient belongs to, by keyword (spec §5 "Shopping list categories"). */
export function categorizeIngredient(name: string): ShoppingCategory {
  const key = ingredientKey(name);
  return PATTERNS.find(([, pattern]) => pattern.test(key))?.[0] ?? "Outros";
}

const UNIT =
  /^(xícaras?|xic\.?|colher(?:es)?|c\.|copos?|latas?|caixas?|pacotes?|dentes?|fatias?|pitadas?|maços?|ramos?|punhados?|conchas?|unidades?|kg|g|mg|ml|l|litros?)(?:\s*\((?:chá|sopa|sobremesa|café)\))?\s*(?:de\s+)?/iu;

/** Splits "2 xícaras (chá) de arroz" into {quantity "2", unit "xícaras (chá)", name "arroz"}, scaled. */
export function toShoppingItem(line: string, factor = 1): ShoppingItem {
  let rest = line.trim();
  let quantity = "";
  const amount = LEADING_QUANTITY.exec(rest);
  if (amount) {
    const value = parseAmount(amount[1]!);
    quantity = Number.isNaN(value) ? amount[0].trim() : formatAmount(value * factor);
    rest = rest.slice(amount[0].length).trim();
  }
  let unit = "";
  const unitMatch = amount ? UNIT.exec(rest) : null;
  if (unitMatch) {
    unit = unitMatch[0].replace(/\s*de\s*$/i, "").trim();
    rest = rest.slice(unitMatch[0].length).trim();
  }
  const name =
    rest
      .replace(/^de\s+/i, "")
      .split(/,|\s+a gosto/)[0]!
      .trim() || line.trim();
  return { name, quantity, unit, category: categorizeIngredient(name) };
}

/** The shopping list of a recipe at the chosen servings, grouped in the spec's category order. */
export function buildShoppingList(
  lines: readonly string[],
  factor = 1,
): Array<{ category: ShoppingCategory; items: ShoppingItem[] }> {
  const items = lines.map((line) => toShoppingItem(line, factor));
  return SHOPPING_CATEGORIES.map((category) => ({
    category,
    items: items.filter((i) => i.category === category),
  })).filter((group) => group.items.length > 0);
}
