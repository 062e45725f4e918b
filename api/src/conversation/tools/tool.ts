import { DomainError, type ProgressStage, type Reply } from "@chefzap/shared";
import type { z } from "zod";
import type { RecipeRow, UserRow } from "../../db/schema/index.ts";
import type { GenerationService } from "../../modules/generation/index.ts";
import type { WeeklyMenusService } from "../../modules/menus/index.ts";
import type { NutritionService } from "../../modules/nutrition/index.ts";
import type { RecipesService } from "../../modules/recipes/index.ts";
import type { ScannerService } from "../../modules/scanner/index.ts";
import type { ConversationState } from "../state.ts";
import { errorReply, texts } from "../texts.ts";

/** The services a tool may call: the same ones the web routes call, so channels cannot drift apart. */
export interface ToolServices {
  generation: GenerationService;
  recipes: RecipesService;
  nutrition: NutritionService;
  scanner: ScannerService;
  menus: WeeklyMenusService;
}

export interface ToolContext {
  user: UserRow;
  state: ConversationState;
  /** The photo sent with this message, if any. */
  image?: { data: Uint8Array; mimeType: string } | undefined;
  progress: (stage: ProgressStage) => void;
  links: {
    recipe: (id: string) => string;
    plans: string;
    /** The weekly menus page, and its profile tab. */
    menus: string;
    profile: string;
  };
}

export interface ToolResult {
  replies: Reply[];
  /** Changes to remember for the next turn. */
  state?: Partial<ConversationState>;
  /** What the model reads back after calling the tool (it never sees vendor or database detail). */
  summary: string;
}

/** One thing the chat can do, described for the model and callable by the rule-based parser alike. */
export interface ChatTool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  schema: S;
  run: (ctx: ToolContext, input: z.infer<S>) => Promise<ToolResult>;
}

export const defineTool = <S extends z.ZodObject>(tool: ChatTool<S>): ChatTool<S> => tool;

/** A domain refusal (quota, not found, not understood) becomes the same pt-BR sentence the web shows. */
export function refusal(error: unknown, ctx: ToolContext): ToolResult {
  if (!(error instanceof DomainError)) throw error;
  const replies: Reply[] = [errorReply(error)];
  if (error.code === "needs_subscription" || error.code === "premium_required")
    replies.push({
      kind: "link",
      text: texts.premiumOffer,
      label: "Conhecer o Premium",
      url: ctx.links.plans,
    });
  return { replies, summary: `Falhou: ${error.message}` };
}

/** The conversation's last recipe, if it still exists and still belongs to this user. */
export async function lastRecipe(services: ToolServices, ctx: ToolContext): Promise<RecipeRow | undefined> {
  if (!ctx.state.lastRecipeId) return undefined;
  return services.recipes.getOwned(ctx.state.lastRecipeId, ctx.user.id).catch((error: unknown) => {
    if (error instanceof DomainError && (error.code === "not_found" || error.code === "forbidden"))
      return undefined;
    throw error;
  });
}

/** What a tool about "the recipe" says before there is one in this conversation. */
export function noRecipeYet(): ToolResult {
  return { replies: [{ kind: "text", text: texts.noRecipeYet }], summary: texts.noRecipeYet };
}

export function recipeReply(recipe: RecipeRow, ctx: ToolContext): Reply {
  return {
    kind: "recipe",
    recipe: {
      id: recipe.id,
      title: recipe.title,
      servings: recipe.servings,
      cookingTime: recipe.cookingTime,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      leftOut: recipe.leftOut ?? [],
      url: ctx.links.recipe(recipe.id),
    },
  };
}
