import { z } from "zod";
import { boundedList } from "./bounded.ts";
import { cleanPlainText, optionalPlainText, plainText } from "./plain-text.ts";

export const USER_RECIPE_LIMITS = {
  title: 120,
  description: 500,
  ingredients: 60,
  ingredientLine: 200,
  steps: 40,
  step: 1000,
  tips: 600,
  cookingTime: { min: 1, max: 1440, default: 30 },
  servings: { min: 1, max: 100, default: 2 },
} as const;
const L = USER_RECIPE_LIMITS;

/** Free text with one item a line (as the form sends it) or a list: the lines, cleaned, blanks dropped. */
function lines(
  max: number,
  lineMax: number,
  messages: { required: string; tooMany: string; tooLong: string },
) {
  const raw = z.union(
    [z.string(), boundedList(max * 4, messages.tooMany, z.array(z.string(messages.required)))],
    { error: messages.required },
  );
  return raw
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(/\r\n?|\n/))
        .map((line) => cleanPlainText(line, { multiline: false }))
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().max(lineMax, messages.tooLong)).min(1, messages.required).max(max, messages.tooMany),
    );
}

/** A whole number from a number input; empty (null) takes the spec's default. */
function wholeNumber(bounds: { min: number; max: number; default: number }, message: string) {
  return z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .regex(/^\s*\d{1,6}\s*$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .nullish()
    .transform((value) => value ?? bounds.default)
    .pipe(z.number().int(message).min(bounds.min, message).max(bounds.max, message));
}

/**
 * POST /api/user-recipes and POST /api/user-recipes/improve: the creation form (spec part 2 §5, the four
 * starred fields required). Tips and substitutions come from an accepted improvement.
 */
export const userRecipeBodySchema = z.object({
  title: plainText(L.title, `O título deve ter no máximo ${L.title} caracteres.`, {
    required: "Informe o título da receita.",
    multiline: false,
  }),
  description: plainText(L.description, `A descrição deve ter no máximo ${L.description} caracteres.`, {
    required: "Escreva uma descrição da receita.",
  }),
  ingredients: lines(L.ingredients, L.ingredientLine, {
    required: "Informe os ingredientes, um por linha.",
    tooMany: `No máximo ${L.ingredients} ingredientes.`,
    tooLong: `Cada ingrediente deve ter no máximo ${L.ingredientLine} caracteres.`,
  }),
  instructions: lines(L.steps, L.step, {
    required: "Escreva o modo de preparo.",
    tooMany: `No máximo ${L.steps} passos no modo de preparo.`,
    tooLong: `Cada passo deve ter no máximo ${L.step} caracteres.`,
  }),
  cookingTime: wholeNumber(
    L.cookingTime,
    `O tempo de preparo deve ser um número inteiro de ${L.cookingTime.min} a ${L.cookingTime.max} minutos.`,
  ),
  servings: wholeNumber(
    L.servings,
    `As porções devem ser um número inteiro de ${L.servings.min} a ${L.servings.max}.`,
  ),
  tips: optionalPlainText(L.tips, `As dicas devem ter no máximo ${L.tips} caracteres.`),
  substitutions: optionalPlainText(L.tips, `As substituições devem ter no máximo ${L.tips} caracteres.`),
});
export type UserRecipeBody = z.infer<typeof userRecipeBodySchema>;

/** A recipe as its author wrote it, or as "Criar com IA…" proposes it before the author accepts. */
export const userRecipeDraftSchema = z.object({
  title: z.string().min(1).max(L.title),
  description: z.string().max(L.description),
  ingredients: z.array(z.string().min(1).max(L.ingredientLine)).min(1).max(L.ingredients),
  instructions: z.array(z.string().min(1).max(L.step)).min(1).max(L.steps),
  cookingTime: z.number().int().min(L.cookingTime.min).max(L.cookingTime.max),
  servings: z.number().int().min(L.servings.min).max(L.servings.max),
  tips: z.string().max(L.tips),
  substitutions: z.string().max(L.tips),
});
export type UserRecipeDraft = z.infer<typeof userRecipeDraftSchema>;

/**
 * The answer of POST /api/user-recipes/improve: nothing is saved until the author sends the draft to
 * POST /api/user-recipes. `source` says who improved it: the configured model, or the rules of the
 * offline improver (tidying amounts, units and steps, never a different dish). `changes` lists, in
 * pt-BR, what was changed.
 */
export const improvedRecipeSchema = z.object({
  recipe: userRecipeDraftSchema,
  source: z.enum(["llm", "offline"]),
  changes: z.array(z.string()),
});
export type ImprovedRecipe = z.infer<typeof improvedRecipeSchema>;

/** What the model must answer for an improvement (structured output): the draft and what it changed. */
export const improvedRecipeOutputSchema = userRecipeDraftSchema.extend({
  changes: z.array(z.string().min(1).max(200)).max(10),
});
export type ImprovedRecipeOutput = z.infer<typeof improvedRecipeOutputSchema>;
