import type { FoodEntry } from "../types.ts";
import { foodOfLine, type Draft } from "./recipe-draft.ts";
import { withArticle } from "./step-text.ts";

// Cured meats, hard or grated cheese, brined olives and capers carry most of a dish's salt.
const SALTY_KEYS = new Set([
  "bacon",
  "linguica",
  "calabresa",
  "paio",
  "carne_seca",
  "carne_de_sol",
  "presunto",
  "salame",
  "mortadela",
  "parmesao",
  "queijo_coalho",
  "provolone",
  "gorgonzola",
  "azeitona",
  "alcaparra",
]);
// The catalogue reads "queijo parmesão ralado" as queijo: the line's own words name the salty cheese.
const SALTY_WORDS = /\bparmes[aã]o\b|\bpecorino\b|\bcoalho\b/i;
const GRATED = /\bralad[oa]s?\b/i;

/** A line whose food carries salt of its own: cured meat, a salty or grated cheese, olives. */
export function saltyLine(line: string): FoodEntry | undefined {
  const food = foodOfLine(line);
  if (!food) return undefined;
  const cheese = food.tags.has("cheese") && !food.tags.has("plant");
  return SALTY_KEYS.has(food.key) || SALTY_WORDS.test(line) || (cheese && GRATED.test(line))
    ? food
    : undefined;
}

// In order: "sal a gosto" before "com sal", so neither reads the other's rewrite.
const STEP_SALT: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsal a gosto\b/gi, "pouco sal"],
  [/\b(acerte|ajuste) o sal\b/gi, "$1 o sal só se precisar"],
  [/\bcom sal\b/gi, "com pouco sal"],
  // "bolachas de água e sal" are crackers, not a seasoning to cut.
  [/(?<!água)(, | e )sal\b/g, "$1uma pitada de sal"],
];

/** "Tempere com sal" → "Tempere com pouco sal": the steps salt as little as the list now does. */
export function lessSaltSteps(draft: Draft): void {
  draft.instructions = draft.instructions.map((step) =>
    STEP_SALT.reduce((text, [pattern, to]) => text.replace(pattern, to), step),
  );
}

/** "do queijo ralado", "da linguiça": a halved food as the note names it. */
export function saltyName(line: string, food: FoodEntry): string {
  const grated =
    GRATED.test(line) && !/ralad/i.test(food.name) ? ` ${food.gender === "f" ? "ralada" : "ralado"}` : "";
  return `${withArticle("do", food)}${grated}`;
}

/** What "menos sal" changed, in one short note for the cook. */
export function lessSaltNote(pinch: boolean, halved: readonly string[], stock: boolean): string {
  const parts = [
    ...(pinch ? ["sal só uma pitada"] : []),
    ...(halved.length > 0 ? [`metade ${halved.join(", ")}`] : []),
    ...(stock ? ["caldo de legumes no lugar do caldo pronto"] : []),
  ];
  return `Menos sal: ${parts.join("; ")}.`;
}
