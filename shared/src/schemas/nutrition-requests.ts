import { z } from "zod";
import { boundedList } from "./bounded.ts";

/** Bounds of a nutrition analysis request; the api enforces the same ones on recipes it analyses. */
export const NUTRITION_MAX_INGREDIENTS = 100;
export const NUTRITION_MAX_LINE_LENGTH = 300;
export const NUTRITION_MAX_SERVINGS = 100;

const SERVINGS_MESSAGE = `O número de porções deve ser um número inteiro entre 1 e ${NUTRITION_MAX_SERVINGS}.`;

// Type checks go through z.custom so a wrong type gets its own message: parseBody turns every
// invalid_type issue into "O campo … é obrigatório", which would be wrong for servings: "quatro".
const isArray = (message: string) => z.custom<unknown[]>((v) => Array.isArray(v), { message });
const isString = (message: string) => z.custom<string>((v) => typeof v === "string", { message });

/** POST /api/recipes/analyze-nutrition (spec §7). Blank items are dropped, not rejected. */
export const analyzeNutritionBodySchema = z.object({
  ingredients: isArray("Informe a lista de ingredientes.").pipe(
    boundedList(
      NUTRITION_MAX_INGREDIENTS,
      `Informe no máximo ${NUTRITION_MAX_INGREDIENTS} ingredientes.`,
      z
        .array(
          isString("Cada ingrediente deve ser um texto.").pipe(
            z.string().max(NUTRITION_MAX_LINE_LENGTH, {
              error: `Cada ingrediente deve ter no máximo ${NUTRITION_MAX_LINE_LENGTH} caracteres.`,
              abort: true,
            }),
          ),
        )
        .transform((list) => list.map((item) => item.trim()).filter(Boolean))
        .refine((list) => list.length > 0, "Informe pelo menos um ingrediente."),
    ),
  ),
  servings: z
    .custom<number>(
      (v) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= NUTRITION_MAX_SERVINGS,
      {
        message: SERVINGS_MESSAGE,
      },
    )
    .optional()
    .transform((v) => v ?? 4),
  title: z
    .custom<string | null>((v) => v === null || typeof v === "string", {
      message: "O título deve ser um texto.",
    })
    .optional()
    .refine((v) => !v || v.length <= 200, "O título deve ter no máximo 200 caracteres."),
});
export type AnalyzeNutritionBody = z.infer<typeof analyzeNutritionBodySchema>;

/** PUT /api/me/allergies, given the allergen ids the api knows (its ANVISA table). */
export function allergiesBodySchema(allergenIds: readonly string[]) {
  const ids = allergenIds as [string, ...string[]];
  return z.object({
    allergies: isArray("Informe a lista de alergias.").pipe(
      boundedList(
        ids.length,
        "Lista de alergias grande demais.",
        z.array(z.enum(ids, { error: `Alergênico desconhecido. Use: ${ids.join(", ")}.` })),
      ),
    ),
  });
}
