import type { GeneratedRecipe, SkillLevel } from "@chefzap/shared";

export interface GenerateInput {
  ingredients: string[];
  skillLevel: SkillLevel;
  /** 0 for the first recipe; "Nova Versão" asks for the next one. */
  version: number;
  /** A dish asked for by name ("escondidinho"), which the ingredients then fill. */
  dish?: string | undefined;
  /** Set for a healthy recipe; the offline chef ignores it (the healthy module adjusts its dish). */
  health?: HealthBrief;
}

/** What the model is told a healthy recipe must respect, in pt-BR words the server chose. */
export interface HealthBrief {
  goal: string;
  restrictions: string;
  limits: string;
}

export interface RecipeDraft {
  title: string;
  ingredients: string[];
  instructions: string[];
  cookingTime: number;
  servings: number;
  tips: string | null;
  substitutions: string | null;
  skillLevel: SkillLevel;
  /** What the cook said they have: a change keeps it out of the shopping list while the food stays in. */
  usedIngredients?: string[];
}

export interface AlternativeInput extends GenerateInput {
  current: RecipeDraft;
}

export interface AiResult {
  recipe: GeneratedRecipe;
  /** Who wrote it: the configured model, or the offline chef (no key, or the model failed). */
  source: "llm" | "offline";
}

/** What the recipe services need from "the AI", whichever answers. Knows nothing of HTTP or channels. */
export interface RecipeAi {
  readonly mode: "llm" | "offline";
  generate(input: GenerateInput, signal?: AbortSignal): Promise<AiResult>;
  alternative(input: AlternativeInput, signal?: AbortSignal): Promise<AiResult>;
  modify(input: { recipe: RecipeDraft; request: string }, signal?: AbortSignal): Promise<AiResult>;
}
