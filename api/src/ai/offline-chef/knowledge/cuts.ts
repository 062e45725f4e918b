import type { FoodEntry } from "../types.ts";

/**
 * How a food is shaped, as far as cutting goes: grains, peas and other small things are used whole;
 * leaves are cut in strips or torn; small offal is cleaned and left whole or halved; a ground meat is
 * bought ground, and no knife goes near it ("carne moída", never "carne moída picada").
 */
export type Shape = "small" | "leaf" | "offal" | "floret" | "ground" | "any";

const SMALL_TAGS = ["pulse", "bean", "grain", "rice", "corn", "seed"];
const SMALL_KEYS = new Set([
  "ervilha",
  "broto_de_feijao",
  "alcaparra",
  "uva_passa",
  "couve_de_bruxelas",
  "uva",
  "mirtilo",
  "jabuticaba",
  "pitanga",
  "acerola",
]);
const SMALL_OFFAL = new Set(["coracao_de_frango", "moela"]);
const HALVED = new Set(["couve_de_bruxelas", "uva", "moela"]);
// Brócolis and couve-flor come apart in florets: a knife dicing them leaves crumbs and stalk.
const FLORETS = new Set(["brocolis", "couve_flor"]);

/** The shape of a food as the cook named it: "fígado de frango" is small, a beef liver is not. */
export function shapeOf(food: FoodEntry, display = food.name): Shape {
  if (SMALL_OFFAL.has(food.key) || (food.key === "figado" && /frango|galinha/.test(display))) return "offal";
  if (food.tags.has("leafy") || food.tags.has("salad-leaf")) return "leaf";
  if (FLORETS.has(food.key)) return "floret";
  if (food.tags.has("ground") || /\bmoíd[oa]s?\b/i.test(display)) return "ground";
  if (SMALL_KEYS.has(food.key) || SMALL_TAGS.some((tag) => food.tags.has(tag))) return "small";
  return "any";
}

/** Words that cut a food into a shape; "cozido", "hidratado" or "dessalgado" do not. */
const CUT =
  /^(em (rodelas|cubos|cubinhos|fatias|pedaços|tiras|bifes|floretes|lascas|anéis|postas|palitos|gomos|quadrados|meias-luas)|fatiado|picado|ralado|rasgado)\b/;

const FITS: Record<Exclude<Shape, "any">, RegExp> = {
  small: /^cortado ao meio$/,
  leaf: /^(fatiado( fininho)?|em tiras|rasgado|picado)$/,
  offal: /^(limpo|inteiro|cortado ao meio|limpo e cortado ao meio)$/,
  floret: /^(em floretes( pequenos)?|picado|ralado)$/,
  ground: /^$/,
};

function fallback(shape: Exclude<Shape, "any">, food: FoodEntry): string | undefined {
  if (shape === "leaf") {
    if (food.prep && FITS.leaf.test(food.prep)) return food.prep;
    return food.tags.has("salad-leaf") ? "rasgado" : "em tiras";
  }
  if (shape === "offal") return HALVED.has(food.key) ? "limpo e cortado ao meio" : "limpo";
  if (shape === "floret") return "em floretes pequenos";
  return HALVED.has(food.key) ? "cortado ao meio" : undefined;
}

/**
 * The cut a food takes when a dish asks for `cut`: the dish's own when it suits the food's shape,
 * otherwise the one that does ("ervilha", not "ervilha em rodelas"; "couve em tiras", not "em cubos").
 */
export function fittingCut(food: FoodEntry, display: string, cut: string | undefined): string | undefined {
  const shape = shapeOf(food, display);
  // Hearts and gizzards come with fat and membrane to trim, whatever the dish does with them.
  if (!cut && shape === "offal") return fallback(shape, food);
  if (!cut || !CUT.test(cut)) return cut;
  if (shape === "any" || FITS[shape].test(cut)) return cut;
  return fallback(shape, food);
}

/** True when a cut written after a food suits its shape; words that are no cut always do. */
export function cutSuits(food: FoodEntry, display: string, cut: string): boolean {
  return fittingCut(food, display, cut) === cut;
}
