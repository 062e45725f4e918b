import { pluralize, singularize, type UserRecipeDraft } from "@chefzap/shared";
import { lintRecipe, type Finding } from "../linter/index.ts";

type Field = "title" | "ingredients" | "instructions";
const AT = /^(title|ingredients|instructions)(?:\[(\d+)\])?$/;

function lintable(recipe: UserRecipeDraft) {
  return { ...recipe, skillLevel: "iniciante" as const, usedIngredients: [], leftOut: [] };
}

function agreementAt(recipe: UserRecipeDraft, at: string): Finding[] {
  return lintRecipe(lintable(recipe)).filter((finding) => finding.code === "agreement" && finding.at === at);
}

/** The other numbers and genders of an adjective: "picado" → picada, picados, picadas. */
function variants(word: string): string[] {
  const ending = /^(.+?)(os|as|o|a)$/u.exec(word);
  const forms = ending ? ["o", "a", "os", "as"].map((end) => ending[1] + end) : [];
  return [...new Set([...forms, pluralize(word), singularize(word)])].filter((form) => form !== word);
}

function withText(
  recipe: UserRecipeDraft,
  field: Field,
  index: number | null,
  text: string,
): UserRecipeDraft {
  if (field === "title") return { ...recipe, title: text };
  return { ...recipe, [field]: recipe[field].map((line, i) => (i === index ? text : line)) };
}

/** One finding mended: the adjective that disagrees takes the form after which the linter finds less. */
function mendOne(recipe: UserRecipeDraft, finding: Finding): UserRecipeDraft | undefined {
  const where = AT.exec(finding.at);
  // The detail quotes the words that disagree, the adjective last ("cebolas picada").
  const pair = /^"(.+)"$/.exec(finding.detail)?.[1];
  if (!where || !pair) return undefined;
  const field = where[1] as Field;
  const index = where[2] === undefined ? null : Number(where[2]);
  const text = field === "title" ? recipe.title : recipe[field][index!];
  const at = text?.indexOf(pair) ?? -1;
  if (!text || at < 0) return undefined;
  const words = pair.split(" ");
  const before = agreementAt(recipe, finding.at).length;
  const forms = variants(words.at(-1)!).map((form) => [...words.slice(0, -1), form].join(" "));
  // The form that agrees with the food alone comes first: after "o frango e as batatas", "cozidos"
  // agrees with both, but the author meant the batatas.
  const alone = (mended: string) => agreementAt({ ...recipe, instructions: [mended] }, "instructions[0]");
  for (const mended of [...forms.filter((form) => alone(form).length === 0), ...forms]) {
    const candidate = withText(
      recipe,
      field,
      index,
      text.slice(0, at) + mended + text.slice(at + pair.length),
    );
    if (agreementAt(candidate, finding.at).length < before) return candidate;
  }
  return undefined;
}

/**
 * What the recipe linter finds that the improver can mend without touching the dish: an adjective or
 * participle that does not agree with its food ("2 cebolas picada" → "2 cebolas picadas", "o frango
 * cortada" → "o frango cortado"). Other findings (an ingredient no step uses, a step's food not listed)
 * are the author's to settle: mending them would add or drop food.
 */
export function mendAgreement(recipe: UserRecipeDraft): { recipe: UserRecipeDraft; changed: boolean } {
  let current = recipe;
  const findings = lintRecipe(lintable(recipe)).filter((finding) => finding.code === "agreement");
  for (const finding of findings) current = mendOne(current, finding) ?? current;
  return { recipe: current, changed: current !== recipe };
}
