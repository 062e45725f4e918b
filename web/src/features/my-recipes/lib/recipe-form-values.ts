import {
  USER_RECIPE_LIMITS,
  userRecipeBodySchema,
  type UserRecipeBody,
  type UserRecipeDraft,
} from "@chefzap/shared";

/** The creation form as typed: numbers stay text until checked, so a wrong entry is kept as it was. */
export interface RecipeFormValues {
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  cookingTime: string;
  servings: string;
  /** Filled only by an accepted improvement. */
  tips: string;
  substitutions: string;
}

export type RecipeField = keyof RecipeFormValues;

/** Spec §4: a fresh form has 30 minutes and 2 servings, everything else empty. */
export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  title: "",
  description: "",
  ingredients: "",
  instructions: "",
  cookingTime: String(USER_RECIPE_LIMITS.cookingTime.default),
  servings: String(USER_RECIPE_LIMITS.servings.default),
  tips: "",
  substitutions: "",
};

const FIELDS = new Set<string>(Object.keys(EMPTY_RECIPE_FORM));

export function isRecipeField(name: unknown): name is RecipeField {
  return typeof name === "string" && FIELDS.has(name);
}

export type CheckedRecipe =
  { ok: true; body: UserRecipeBody } | { ok: false; errors: Partial<Record<RecipeField, string>> };

/** The form checked with the server's own schema: the body to send, or the first message per field. */
export function checkRecipeForm(values: RecipeFormValues): CheckedRecipe {
  const result = userRecipeBodySchema.safeParse({
    ...values,
    // A cleared number input takes the default, as the server would for a missing value.
    cookingTime: values.cookingTime.trim() || null,
    servings: values.servings.trim() || null,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: Partial<Record<RecipeField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isRecipeField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** An improved draft back in the form, one ingredient and one step a line, to edit before saving. */
export function draftToFormValues(draft: UserRecipeDraft): RecipeFormValues {
  return {
    title: draft.title,
    description: draft.description,
    ingredients: draft.ingredients.join("\n"),
    instructions: draft.instructions.join("\n"),
    cookingTime: String(draft.cookingTime),
    servings: String(draft.servings),
    tips: draft.tips,
    substitutions: draft.substitutions,
  };
}
