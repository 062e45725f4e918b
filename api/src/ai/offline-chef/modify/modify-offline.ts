import { DomainError, type GeneratedRecipe } from "@chefzap/shared";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { mentionsKeyIn, type Draft, type ModifiableRecipe } from "./recipe-draft.ts";
import { addBatchTime } from "./batch-time.ts";
import { agreeCounts } from "./count-agreement.ts";
import { applyRequest } from "./request-rules.ts";
import { retimeSteps, retotal } from "./retime.ts";
import { trueTips } from "./true-tips.ts";
import { composeMarks, markedDescription, markedTitle, titleMarks } from "./title-marks.ts";

function clamp(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function toDraft(recipe: ModifiableRecipe): Draft {
  return {
    title: recipe.title,
    description: recipe.description ?? undefined,
    ingredients: [...recipe.ingredients],
    instructions: [...recipe.instructions],
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
    tips: recipe.tips ? [recipe.tips] : [],
    substitutions: recipe.substitutions ? [recipe.substitutions] : [],
    labels: [],
    removed: [],
  };
}

function stillUsed(raw: string, lines: readonly string[]): boolean {
  const { key } = matchIngredient(raw);
  return lines.some((line) => matchIngredient(line).key === key || mentionsKeyIn(line, key));
}

const EXAMPLES =
  'Posso trocar ingredientes ("troque o frango por carne moída"), tirar ("sem cebola"), mudar as porções ("para 6 pessoas"), a dieta ("sem lactose", "vegana"), o tempero ("mais picante", "menos sal"), o tempo ("mais rápida") ou o preparo ("na airfryer", "assado em vez de frito").';

/**
 * Modifies a recipe by rules; see index.ts for the contract. A request no rule understands is refused
 * with what was understood, so the cook can rephrase and no recipe is spent on an unchanged copy.
 */
export function modifyOffline(input: { recipe: ModifiableRecipe; request: string }): GeneratedRecipe {
  const { recipe, request } = input;
  const draft = toDraft(recipe);
  const earlier = titleMarks(recipe.title);
  draft.title = earlier.base;
  const { applied, problems } = applyRequest(draft, request);
  if (!applied)
    throw new DomainError(
      "request_not_understood",
      problems[0] ?? `Não entendi o pedido "${clamp(request.trim(), 80)}". ${EXAMPLES}`,
    );
  draft.tips.push(...problems);
  agreeCounts(draft);
  retimeSteps(draft);
  retotal(draft, recipe.instructions);
  addBatchTime(draft, recipe.ingredients);
  trueTips(draft, recipe.skillLevel);
  // A title renamed by its method ("Mandioca assada") says the new change itself; earlier ones stay.
  const marks = composeMarks(earlier.marks, draft.titleQualified ? [] : draft.labels);
  const used = (recipe.usedIngredients ?? []).filter((raw) => stillUsed(raw, draft.ingredients));
  const dropped = (recipe.usedIngredients ?? []).filter((raw) => !used.includes(raw));
  const instructions =
    draft.instructions.length >= 2 ? draft.instructions : [...draft.instructions, "Sirva em seguida."];
  // Only the number of people changed: the dish keeps its name and its description.
  const sameDish =
    marks.length === earlier.marks.length && !draft.titleQualified && draft.title === earlier.base;
  const title = sameDish ? recipe.title : markedTitle(draft.title, marks);
  return {
    title: clamp(title, 120),
    description: clamp(
      sameDish && draft.description
        ? draft.description
        : // The dish as it is now: "de bolo de fubá com calda de adoçante", not the açúcar taken out.
          markedDescription(draft.description, draft.title, marks),
      400,
    ),
    ingredients: draft.ingredients.slice(0, 40),
    instructions: instructions.slice(0, 30),
    cookingTime: Math.min(600, Math.max(5, Math.round(draft.cookingTime))),
    servings: draft.servings,
    tips: clamp(draft.tips.join(" "), 600),
    substitutions: clamp(draft.substitutions.join(" "), 600),
    skillLevel: recipe.skillLevel,
    usedIngredients: used,
    leftOut: [
      ...(recipe.leftOut ?? []),
      ...dropped.map((raw) => ({ ingredient: raw, reason: `saiu da receita no ajuste "${request.trim()}"` })),
    ],
  };
}
