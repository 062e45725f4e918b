import { DomainError, FREE_RECIPE_QUOTA, type GeneratedRecipe, type SkillLevel } from "@chefzap/shared";
import type { RecipeRow, UserRow } from "../../db/schema/index.ts";
import type { NewRecipeRow } from "../../db/schema/index.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import type { RecipeAi, RecipeDraft } from "../../ai/recipe-ai.ts";
import { summarizeNutrition } from "../nutrition/index.ts";
import type { RecipesRepository } from "../recipes/recipes.repository.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import type { ProgressSink } from "./progress.ts";

export interface GenerationDeps {
  ai: RecipeAi;
  recipes: RecipesRepository;
  users: UsersRepository;
  progress: ProgressSink;
}

function toColumns(recipe: GeneratedRecipe) {
  return {
    title: recipe.title,
    description: recipe.description || null,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
    tips: recipe.tips || null,
    substitutions: recipe.substitutions || null,
    skillLevel: recipe.skillLevel,
    usedIngredients: recipe.usedIngredients,
    leftOut: recipe.leftOut,
    // Every insert and update goes through here, so the stored kcal always matches the lines.
    nutritionSummary: summarizeNutrition(recipe.ingredients, recipe.servings),
  };
}

function toDraft(row: RecipeRow): RecipeDraft {
  return {
    title: row.title,
    ingredients: row.ingredients,
    instructions: row.instructions,
    cookingTime: row.cookingTime,
    servings: row.servings,
    tips: row.tips,
    substitutions: row.substitutions,
    skillLevel: row.skillLevel ?? "iniciante",
  };
}

/**
 * Recipe generation for every channel (web, WhatsApp, web chat): quota, AI (or offline chef), storage
 * and live progress. It throws DomainErrors and knows nothing of HTTP.
 */
export function createGenerationService(deps: GenerationDeps) {
  /** Runs one AI job with the four progress stages, taking (and, on failure, returning) a free generation. */
  async function runJob(user: UserRow, jobId: string, work: () => Promise<RecipeRow>): Promise<RecipeRow> {
    if (!(await deps.users.reserveGeneration(user.id, FREE_RECIPE_QUOTA)))
      throw new DomainError("needs_subscription");
    deps.progress.progress(user.id, { jobId, stage: "analisando" });
    try {
      const row = await work();
      deps.progress.progress(user.id, { jobId, stage: "pronta", recipeId: row.id });
      return row;
    } catch (error) {
      await deps.users.releaseGeneration(user.id);
      const code = error instanceof DomainError ? error.code : "internal_error";
      deps.progress.failed(user.id, { jobId, error: code, message: "Não foi possível gerar a receita." });
      throw error;
    }
  }

  /**
   * A job outlives its request's checks: the account (or the recipe modified) may be deleted while the
   * model writes. The insert then fails on its foreign key, and the job ends as "gone", not as a 500.
   */
  async function saveNew(values: NewRecipeRow): Promise<RecipeRow> {
    try {
      return await deps.recipes.insert(values);
    } catch (error) {
      if (isForeignKeyViolation(error, "recipes_user_id_users_id_fk"))
        throw new DomainError("unauthenticated");
      if (isForeignKeyViolation(error)) throw new DomainError("not_found", "Receita não encontrada.");
      throw error;
    }
  }

  function ownRecipe(row: RecipeRow | undefined, user: UserRow): RecipeRow {
    if (!row) throw new DomainError("not_found", "Receita não encontrada.");
    if (row.userId !== user.id) throw new DomainError("forbidden", "Só quem criou a receita pode alterá-la.");
    return row;
  }

  return {
    generate(user: UserRow, input: { ingredients: string[]; skillLevel: SkillLevel }, jobId: string) {
      return runJob(user, jobId, async () => {
        deps.progress.progress(user.id, { jobId, stage: "criando" });
        const { recipe, source } = await deps.ai.generate({ ...input, version: 0 });
        deps.progress.progress(user.id, { jobId, stage: "calculando" });
        return saveNew({
          userId: user.id,
          ...toColumns(recipe),
          inputIngredients: input.ingredients,
          source,
          version: 0,
        });
      });
    },

    /** Saves the modified recipe as a new one, so the original stays as it was. */
    async modify(user: UserRow, recipeId: string, request: string, jobId: string) {
      const original = ownRecipe(await deps.recipes.findById(recipeId), user);
      return runJob(user, jobId, async () => {
        deps.progress.progress(user.id, { jobId, stage: "criando" });
        const { recipe, source } = await deps.ai.modify({ recipe: toDraft(original), request });
        deps.progress.progress(user.id, { jobId, stage: "calculando" });
        return saveNew({
          userId: user.id,
          ...toColumns(recipe),
          inputIngredients: original.inputIngredients,
          source,
          parentId: original.id,
        });
      });
    },

    /** "Nova Versão" (Premium): the same ingredients, another dish, written over the same recipe. */
    async alternative(user: UserRow, recipeId: string, jobId: string) {
      if (user.plan !== "premium") throw new DomainError("premium_required");
      const current = ownRecipe(await deps.recipes.findById(recipeId), user);
      return runJob(user, jobId, async () => {
        deps.progress.progress(user.id, { jobId, stage: "criando" });
        const { recipe, source } = await deps.ai.alternative({
          ingredients: current.inputIngredients ?? current.usedIngredients ?? current.ingredients,
          skillLevel: current.skillLevel ?? "iniciante",
          version: current.version + 1,
          current: toDraft(current),
        });
        deps.progress.progress(user.id, { jobId, stage: "calculando" });
        // Two Nova Versão at once read the same version; the stored one is counted by the database.
        const row = await deps.recipes.writeNextVersion(current.id, { ...toColumns(recipe), source });
        if (!row) throw new DomainError("not_found", "Receita não encontrada.");
        return row;
      });
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
