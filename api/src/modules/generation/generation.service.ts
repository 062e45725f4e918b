import { DomainError, fold, type GeneratedRecipe, type JobProgress, type SkillLevel } from "@chefzap/shared";
import type { RecipeRow, UserRow } from "../../db/schema/index.ts";
import type { AiResult, RecipeAi, RecipeDraft } from "../../ai/recipe-ai.ts";
import type { UserEvents } from "../../events.ts";
import type { EntitlementsService } from "../entitlements/index.ts";
import { scaleRecipe } from "../../ai/offline-chef/index.ts";
import { summarizeNutrition } from "../nutrition/index.ts";
import type { RecipesService } from "../recipes/index.ts";

export interface GenerationDeps {
  ai: RecipeAi;
  recipes: RecipesService;
  entitlements: EntitlementsService;
  events: UserEvents;
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

/**
 * What the cook has, which the shopping list leaves out: a food named only by the dish asked for ("um bolo
 * de chocolate") is to buy, not at home.
 */
function saidToHave(used: string[], dishFoods: string[] | undefined): string[] {
  const named = new Set((dishFoods ?? []).map(fold));
  return used.filter((line) => !named.has(fold(line)));
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
    usedIngredients: row.usedIngredients ?? [],
  };
}

/**
 * Recipe generation for every channel (web, WhatsApp, web chat): quota, AI (or offline chef), storage
 * and live progress. It throws DomainErrors and knows nothing of HTTP.
 */
export function createGenerationService(deps: GenerationDeps) {
  const stage = (user: UserRow, progress: JobProgress) => deps.events.emit(user.id, "job:progress", progress);

  /** Runs one AI job with the four progress stages, taking (and, on failure, giving back) a free recipe. */
  async function runJob(user: UserRow, jobId: string, work: () => Promise<RecipeRow>): Promise<RecipeRow> {
    await deps.entitlements.takeRecipe(user);
    stage(user, { jobId, stage: "analisando" });
    try {
      const row = await work();
      stage(user, { jobId, stage: "pronta", recipeId: row.id });
      return row;
    } catch (error) {
      await deps.entitlements.giveBackRecipe(user);
      const code = error instanceof DomainError ? error.code : "internal_error";
      deps.events.emit(user.id, "job:failed", {
        jobId,
        error: code,
        message: "Não foi possível gerar a receita.",
      });
      throw error;
    }
  }

  return {
    /**
     * A recipe another module writes (healthy recipes), under the same quota, progress and storage.
     * `write` marks the "calculando" stage itself; when it throws, the recipe is given back.
     */
    compose(
      user: UserRow,
      input: { ingredients: string[]; isHealthy?: boolean },
      jobId: string,
      write: (calculating: () => void) => Promise<AiResult>,
    ) {
      return runJob(user, jobId, async () => {
        stage(user, { jobId, stage: "criando" });
        const { recipe, source } = await write(() => stage(user, { jobId, stage: "calculando" }));
        return deps.recipes.save({
          userId: user.id,
          ...toColumns(recipe),
          inputIngredients: input.ingredients,
          isHealthy: input.isHealthy ?? false,
          source,
          version: 0,
        });
      });
    },

    /** `servings` rewrites the amounts for that many people; `dish` asks for a dish by name. */
    generate(
      user: UserRow,
      input: {
        ingredients: string[];
        skillLevel: SkillLevel;
        servings?: number | undefined;
        dish?: string | undefined;
        /** Foods that only name the dish asked for; the shopping list has them to buy. */
        dishFoods?: string[] | undefined;
      },
      jobId: string,
    ) {
      return runJob(user, jobId, async () => {
        stage(user, { jobId, stage: "criando" });
        const written = await deps.ai.generate({ ...input, version: 0 });
        const recipe = input.servings ? scaleRecipe(written.recipe, input.servings) : written.recipe;
        const { source } = written;
        stage(user, { jobId, stage: "calculando" });
        return deps.recipes.save({
          userId: user.id,
          ...toColumns(recipe),
          usedIngredients: saidToHave(recipe.usedIngredients, input.dishFoods),
          inputIngredients: input.ingredients,
          source,
          version: 0,
        });
      });
    },

    /** Saves the modified recipe as a new one, so the original stays as it was. */
    async modify(user: UserRow, recipeId: string, request: string, jobId: string) {
      const original = await deps.recipes.getOwned(recipeId, user.id);
      return runJob(user, jobId, async () => {
        stage(user, { jobId, stage: "criando" });
        const { recipe, source } = await deps.ai.modify({ recipe: toDraft(original), request });
        stage(user, { jobId, stage: "calculando" });
        return deps.recipes.save({
          userId: user.id,
          ...toColumns(recipe),
          inputIngredients: original.inputIngredients,
          source,
          parentId: original.id,
        });
      });
    },

    /**
     * "Nova Versão" (Premium): the same ingredients, another dish, written over the same recipe. A
     * published recipe stays as the community rated it: its new version is a private copy.
     */
    async alternative(user: UserRow, recipeId: string, jobId: string) {
      deps.entitlements.require(user, "alternative_versions");
      const current = await deps.recipes.getOwned(recipeId, user.id);
      return runJob(user, jobId, async () => {
        stage(user, { jobId, stage: "criando" });
        const { recipe, source } = await deps.ai.alternative({
          ingredients: current.inputIngredients ?? current.usedIngredients ?? current.ingredients,
          skillLevel: current.skillLevel ?? "iniciante",
          version: current.version + 1,
          current: toDraft(current),
        });
        stage(user, { jobId, stage: "calculando" });
        if (current.publishedAt)
          return deps.recipes.save({
            userId: user.id,
            ...toColumns(recipe),
            inputIngredients: current.inputIngredients,
            source,
            parentId: current.id,
            version: current.version + 1,
          });
        // Two Nova Versão at once read the same version; the stored one is counted by the database.
        return deps.recipes.saveNextVersion(current.id, { ...toColumns(recipe), source });
      });
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
