import { fold, type ImprovedRecipe, type UserRecipeDraft } from "@chefzap/shared";
import { accentWords } from "./accent-words.ts";
import { accentFoodNames } from "./food-accents.ts";
import { imperativeSteps } from "./imperative.ts";
import { mendAgreement } from "./mend-agreement.ts";
import { tidyIngredientLine } from "./tidy-ingredient.ts";
import { sentenceCase, tidySteps } from "./tidy-step.ts";

const CHANGES = {
  measured:
    "Quantidades e medidas escritas por extenso e do mesmo jeito (½, 1 ½, xícara (chá), colher (sopa), 200 g).",
  toTaste: "Temperos sem medida marcados como “a gosto”.",
  joined: "Um “de” entre a medida e o ingrediente (500 g de peito de frango).",
  unmarked: "Marcadores e numeração tirados das listas (o app numera os passos).",
  duplicates: "Ingredientes repetidos tirados da lista.",
  split: "Modo de preparo separado em passos, um por frase.",
  punctuated: "Frases começando com maiúscula e terminando com ponto.",
  imperative: "Passos com o verbo no jeito de receita (corte, tempere, refogue).",
  accents: "Acentos das palavras escritas sem eles (açúcar, feijão, até).",
  agreement: "Palavras concordando com o alimento (cebolas picadas, frango cortado).",
  nothing: "A receita já estava bem escrita: nada foi mudado.",
} as const;

function capitalFirst(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  return trimmed ? trimmed[0]!.toLocaleUpperCase("pt-BR") + trimmed.slice(1) : trimmed;
}

function ingredientsOf(lines: readonly string[]) {
  const seen = new Set<string>();
  const flags = { measured: false, toTaste: false, unmarked: false, duplicates: false, joined: false };
  const out: string[] = [];
  for (const raw of lines) {
    const tidied = tidyIngredientLine(raw);
    flags.measured ||= tidied.measured;
    flags.toTaste ||= tidied.toTaste;
    flags.unmarked ||= tidied.unmarked;
    flags.joined ||= tidied.joined;
    const key = fold(tidied.line);
    if (!tidied.line) continue;
    if (seen.has(key)) {
      flags.duplicates = true;
      continue;
    }
    seen.add(key);
    out.push(tidied.line);
  }
  return { lines: out, flags };
}

/** Every text of the recipe with the accents of its food names, then of its other words, put back. */
function accentEverything(recipe: UserRecipeDraft): { recipe: UserRecipeDraft; changed: boolean } {
  let changed = false;
  const accent = (text: string) => {
    const foods = accentFoodNames(text);
    const words = accentWords(foods.text);
    changed ||= foods.changed || words.changed;
    return words.text;
  };
  const accented: UserRecipeDraft = {
    ...recipe,
    title: accent(recipe.title),
    description: accent(recipe.description),
    ingredients: recipe.ingredients.map(accent),
    instructions: recipe.instructions.map(accent),
    tips: accent(recipe.tips),
    substitutions: accent(recipe.substitutions),
  };
  return { recipe: accented, changed };
}

/**
 * The improvement without a model: rules that tidy what the author wrote (amounts and units written in
 * full with "de" before the food, seasonings "a gosto", list marks dropped, a one-paragraph method cut
 * into steps begun in the imperative, sentences capitalised and closed, accents put back). It adds no ingredient, step, tip or time of its own, so the dish, the words
 * and the amounts stay the author's; `changes` says exactly which of these rules changed something.
 */
export function improveOffline(draft: UserRecipeDraft): ImprovedRecipe {
  const ingredients = ingredientsOf(draft.ingredients);
  const steps = tidySteps(draft.instructions);
  const commanded = steps.steps.map(imperativeSteps);
  const imperative = commanded.some((step, i) => step !== steps.steps[i]);
  const texts = [draft.description, draft.tips, draft.substitutions].map((text) =>
    text.trim() ? sentenceCase(text.replace(/[ \t]+/g, " ")) : "",
  );
  const title = capitalFirst(draft.title);
  const recipe: UserRecipeDraft = {
    ...draft,
    title,
    description: texts[0]!,
    ingredients: ingredients.lines.length ? ingredients.lines : draft.ingredients,
    instructions: commanded.length ? commanded : draft.instructions,
    tips: texts[1]!,
    substitutions: texts[2]!,
  };
  const accents = accentEverything(recipe);
  const agreement = mendAgreement(accents.recipe);
  const textsChanged =
    title !== draft.title.trim() ||
    texts.some((text, i) => text !== [draft.description, draft.tips, draft.substitutions][i]!.trim());
  const applied: Array<keyof typeof CHANGES> = [];
  if (ingredients.flags.measured) applied.push("measured");
  if (ingredients.flags.toTaste) applied.push("toTaste");
  if (ingredients.flags.joined) applied.push("joined");
  if (ingredients.flags.unmarked || steps.unmarked) applied.push("unmarked");
  if (ingredients.flags.duplicates) applied.push("duplicates");
  if (steps.split) applied.push("split");
  if (steps.punctuated || textsChanged) applied.push("punctuated");
  if (imperative) applied.push("imperative");
  if (accents.changed) applied.push("accents");
  if (agreement.changed) applied.push("agreement");
  return {
    recipe: agreement.recipe,
    source: "offline",
    changes: (applied.length ? applied : (["nothing"] as const)).map((key) => CHANGES[key]),
  };
}
