import { DomainError, type ImprovedRecipe, type UserRecipeBody, type UserRecipeDraft } from "@chefzap/shared";
import type { RecipeImprover } from "../../ai/improve/index.ts";
import type { RecipeRow, UserRow } from "../../db/schema/index.ts";
import type { EntitlementsService } from "../entitlements/index.ts";
import { summarizeNutrition } from "../nutrition/index.ts";
import type { RecipesService } from "../recipes/index.ts";

export interface UserRecipesDeps {
  recipes: RecipesService;
  entitlements: EntitlementsService;
  improver: RecipeImprover;
}

function toDraft(body: UserRecipeBody): UserRecipeDraft {
  return { ...body, tips: body.tips ?? "", substitutions: body.substitutions ?? "" };
}

/**
 * "Minhas Receitas": recipes people write, kept with the generated ones (one table, `source` "user").
 * Every recipe of the cook is listed here, generated ones too, so any of them can be published.
 */
export function createUserRecipesService({ recipes, entitlements, improver }: UserRecipesDeps) {
  return {
    list: (userId: string): Promise<RecipeRow[]> => recipes.listByUser(userId),

    create(userId: string, body: UserRecipeBody): Promise<RecipeRow> {
      return recipes.save({
        userId,
        title: body.title,
        description: body.description,
        ingredients: body.ingredients,
        instructions: body.instructions,
        cookingTime: body.cookingTime,
        servings: body.servings,
        tips: body.tips ?? null,
        substitutions: body.substitutions ?? null,
        source: "user",
        nutritionSummary: summarizeNutrition(body.ingredients, body.servings),
      });
    },

    publish: (userId: string, recipeId: string): Promise<RecipeRow> => recipes.publish(recipeId, userId),

    /**
     * "Criar com IA…": a proposal, saved only if the author sends it back. The offline rules cost
     * nothing and count nothing. A model call is paid per call, so it takes one recipe of a free
     * account's quota like a generation (otherwise a one-line draft would be a free generator), and
     * gives it back when the model failed and the rules answered; a free account past its quota gets
     * the rules' improvement instead of a refusal.
     */
    async improve(user: UserRow, body: UserRecipeBody): Promise<ImprovedRecipe> {
      const draft = toDraft(body);
      if (improver.mode === "offline") return improver.tidy(draft);
      try {
        await entitlements.takeRecipe(user);
      } catch (error) {
        if (error instanceof DomainError && error.code === "needs_subscription") return improver.tidy(draft);
        throw error;
      }
      let charged = false;
      try {
        const result = await improver.improve(draft);
        charged = result.source === "llm";
        return result;
      } finally {
        if (!charged) await entitlements.giveBackRecipe(user);
      }
    },
  };
}

export type UserRecipesService = ReturnType<typeof createUserRecipesService>;
