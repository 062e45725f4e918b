import { fold, type ImprovedRecipe, type UserRecipeDraft } from "@chefzap/shared";
import { accentFoodNames } from "./food-accents.ts";
import { tidyIngredientLine } from "./tidy-ingredient.ts";
import { sentenceCase, tidySteps } from "./tidy-step.ts";

const CHANGES = {
  measured:
    "Quantidades e medidas escritas por extenso e do mesmo jeito (½, 1 ½, xícara (chá), colher (sopa), 200 g).",
  toTaste: "Temperos sem medida marcados como “a gosto”.",
  unmarked: "Marcadores e numeração tirados das listas (o app numera os passos).",
  duplicates: "Ingredientes repetidos tirados da lista.",
  split: "Modo de preparo separado em passos, um por frase.",
  punctuated: "Frases começando com maiúscula e terminando com ponto.",
  accents: "Acentos dos nomes dos alimentos escritos sem eles (fubá, açúcar, óleo).",
  nothing: "A receita já estava bem escrita: nada foi mudado.",
} as const;

function capitalFirst(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  return trimmed ? trimmed[0]!.toLocaleUpperCase("pt-BR") + trimmed.slice(1) : trimmed;
}

function ingredientsOf(lines: readonly string[]) {
  const seen = new Set<string>();
  const flags = { measured: false, toTaste: false, unmarked: false, duplicates: false };
  const out: string[] = [];
  for (const raw of lines) {
    const tidied = tidyIngredientLine(raw);
    flags.measured ||= tidied.measured;
    flags.toTaste ||= tidied.toTaste;
    flags.unmarked ||= tidied.unmarked;
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

/** Every text of the recipe with the accents of its food names put back. */
function accentEverything(recipe: UserRecipeDraft): { recipe: UserRecipeDraft; changed: boolean } {
  let changed = false;
  const accent = (text: string) => {
    const result = accentFoodNames(text);
    changed ||= result.changed;
    return result.text;
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
 * full, seasonings "a gosto", list marks dropped, a one-paragraph method cut into steps, sentences
 * capitalised and closed). It adds no ingredient, step, tip or time of its own, so the dish, the words
 * and the amounts stay the author's; `changes` says exactly which of these rules changed something.
 */
export function improveOffline(draft: UserRecipeDraft): ImprovedRecipe {
  const ingredients = ingredientsOf(draft.ingredients);
  const steps = tidySteps(draft.instructions);
  const texts = [draft.description, draft.tips, draft.substitutions].map((text) =>
    text.trim() ? sentenceCase(text.replace(/[ \t]+/g, " ")) : "",
  );
  const title = capitalFirst(draft.title);
  const recipe: UserRecipeDraft = {
    ...draft,
    title,
    description: texts[0]!,
    ingredients: ingredients.lines.length ? ingredients.lines : draft.ingredients,
    instructions: steps.steps.length ? steps.steps : draft.instructions,
    tips: texts[1]!,
    substitutions: texts[2]!,
  };
  const accents = accentEverything(recipe);
  const textsChanged =
    title !== draft.title.trim() ||
    texts.some((text, i) => text !== [draft.description, draft.tips, draft.substitutions][i]!.trim());
  const applied: Array<keyof typeof CHANGES> = [];
  if (ingredients.flags.measured) applied.push("measured");
  if (ingredients.flags.toTaste) applied.push("toTaste");
  if (ingredients.flags.unmarked || steps.unmarked) applied.push("unmarked");
  if (ingredients.flags.duplicates) applied.push("duplicates");
  if (steps.split) applied.push("split");
  if (steps.punctuated || textsChanged) applied.push("punctuated");
  if (accents.changed) applied.push("accents");
  return {
    recipe: accents.recipe,
    source: "offline",
    changes: (applied.length ? applied : (["nothing"] as const)).map((key) => CHANGES[key]),
  };
}
