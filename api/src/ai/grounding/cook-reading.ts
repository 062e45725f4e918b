import { fold, parseAmount, phraseKey, singularize, type ParsedIngredientLine } from "@chefzap/shared";
import { catalogueTaco } from "./catalogue-taco.ts";

// Juice per fruit, in millilitres, as a Brazilian kitchen squeezes it; other citrus takes the lemon's.
const JUICE_ML: Readonly<Record<string, number>> = {
  limao: 30,
  lima: 30,
  laranja: 100,
  tangerina: 60,
  maracuja: 50,
};
// Grated zest of one citrus fruit, in grams.
const ZEST_GRAMS = 2;
const COUNT = String.raw`(meio|meia|um|uma|dois|duas|tres|quatro|cinco|seis|\d+/\d+|\d+(?:[.,]\d+)?|½|¼|¾)`;
const JUICE = new RegExp(String.raw`^(?:o\s+)?(?:suco|sumo|caldo)\s+de\s+${COUNT}\s+(\p{L}+)`, "u");
const ZEST = new RegExp(String.raw`^(?:as\s+)?raspas?\s+(?:da\s+casca\s+)?de\s+${COUNT}\s+(\p{L}+)`, "u");
// A broth measured by the cup is made from water; only tablets, cubes and powder are the TACO rows.
const HOMEMADE_BROTH = /^caldo(?:\s+(?:de|do|da)\s+\p{L}+)*(?:\s+caseiro)?$/u;
const BOUGHT_BROTH = /tablete|cubo|em po|industrializad|concentrad/;
const VOLUME_UNITS = new Set(["xicara", "xicara_cafe", "copo", "copo_americano", "concha", "ml", "l"]);
// A tea bag is brewed: what reaches the dish is water. Its leaves weigh about 2 g.
const TEA_BAG_GRAMS = 2;

/**
 * Rewrites a line the way a cook reads it before it is matched and weighed: "suco de meio limão" is
 * 15 ml of lemon juice, "raspas de 2 laranjas" 4 g of zest (not two oranges), "2 xícaras de caldo de
 * legumes" a homemade broth and "1 saquinho de chá" a brewed tea (both read as water), not 400 g of stock
 * tablets or a cup of leaves.
 */
export function readAsCook(parsed: ParsedIngredientLine): ParsedIngredientLine {
  const food = fold(parsed.food ?? "").trim();
  const juice = JUICE.exec(food);
  if (juice) {
    const fruit = singularize(juice[2]!);
    const ml = parseAmount(juice[1]!) * (JUICE_ML[fruit] ?? JUICE_ML.limao!);
    return { ...parsed, quantity: ml, quantityMax: null, unit: "ml", food: `suco de ${fruit}` };
  }
  const zest = ZEST.exec(food);
  if (zest) {
    const grams = parseAmount(zest[1]!) * ZEST_GRAMS;
    return { ...parsed, quantity: grams, quantityMax: null, unit: "g", food: singularize(zest[2]!) };
  }
  const canned = cannedFood(parsed, food);
  if (canned) return { ...parsed, food: canned };
  if (parsed.unit === "sache" && /^chas?\b/.test(food))
    return {
      ...parsed,
      quantity: (parsed.quantity ?? 1) * TEA_BAG_GRAMS,
      unit: "g",
      food: "água",
      note: "chá em infusão",
    };
  // Only fresh yeast comes in tablets; baking powder is sold by the tub or sachet.
  if (parsed.unit === "tablete" && /^fermento$/.test(food)) return { ...parsed, food: "fermento biológico" };
  const volume = parsed.unit !== null && VOLUME_UNITS.has(parsed.unit);
  if (volume && HOMEMADE_BROTH.test(food) && !BOUGHT_BROTH.test(`${food} ${fold(parsed.note ?? "")}`))
    return { ...parsed, food: "água", note: parsed.note ? `${parsed.note}, caldo caseiro` : "caldo caseiro" };
  return parsed;
}

/** "1 lata de milho" is canned corn, drained, not a can's worth of raw corn. */
function cannedFood(parsed: ParsedIngredientLine, food: string): string | undefined {
  if (parsed.unit !== "lata" || / (lata|conserva)\b/.test(` ${food}`)) return undefined;
  const { aliases } = catalogueTaco();
  return [`${food} em lata`, `${food} em conserva`].find((name) => aliases.has(phraseKey(name)));
}

const STATED = /(\d+(?:[.,]\d+)?)\s*(kg|g|ml|l)\b(\s*cada)?/;
const STATED_UNITS: Readonly<Record<string, { factor: number; volume: boolean }>> = {
  kg: { factor: 1000, volume: false },
  g: { factor: 1, volume: false },
  l: { factor: 1000, volume: true },
  ml: { factor: 1, volume: true },
};

/**
 * A weight or volume the cook wrote beside the measure: "2 filés (cerca de 300 g)", "1 pote (170 g)",
 * "1 xícara de leite (240 ml)". A volume is in millilitres, to be weighed by the food's density.
 */
export function statedAmount(parsed: ParsedIngredientLine): { amount: number; volume: boolean } | undefined {
  const match = STATED.exec(fold(parsed.note ?? ""));
  if (!match) return undefined;
  const { factor, volume } = STATED_UNITS[match[2]!]!;
  const total = Number(match[1]!.replace(",", ".")) * factor;
  const each = match[3] !== undefined;
  return { amount: each ? total * (parsed.quantity ?? 1) : total, volume };
}

const SIZES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(pequen[oa]s?|mini)\b/, 0.6],
  [/\bgrandes?\b/, 1.5],
];

/**
 * What the note says about the size of one unit, clove or spoonful, as a factor. Household tables weigh spoons
 * heaped (IBGE's "colher de sopa cheia"), capacities weigh them level, so "cheia" and "rasa" move the
 * estimate only away from the basis it came from.
 */
export function sizeFactor(parsed: ParsedIngredientLine, fromTable: boolean): number {
  const note = fold(parsed.note ?? "");
  const spoon = parsed.unit?.startsWith("colher") ?? false;
  if (spoon && /\bcheia/.test(note)) return fromTable ? 1 : 1.5;
  if (spoon && /\brasa/.test(note)) return fromTable ? 2 / 3 : 1;
  if (parsed.unit !== "unidade" && parsed.unit !== "dente") return 1;
  return SIZES.find(([pattern]) => pattern.test(note))?.[1] ?? 1;
}
