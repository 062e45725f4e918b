import { pino, type Logger } from "pino";
import { createRecipeAi } from "./ai/create-recipe-ai.ts";
import type { RecipeAi } from "./ai/recipe-ai.ts";
import { createIngredientVision, type IngredientVision } from "./ai/vision/ingredient-vision.ts";
import type { Config } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createGenerationService } from "./modules/generation/generation.service.ts";
import { createNutritionRepository, createNutritionService } from "./modules/nutrition/index.ts";
import { silentProgress, type ProgressSink } from "./modules/generation/progress.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { createScannerService } from "./modules/scanner/scanner.service.ts";
import { createRecipesRepository } from "./modules/recipes/recipes.repository.ts";
import { createUsersRepository } from "./modules/users/users.repository.ts";
import { createUsersService } from "./modules/users/users.service.ts";

export interface ServiceOptions {
  logger?: Logger;
  progress?: ProgressSink;
  /** Tests may pass their own; otherwise it follows the configuration (model or offline chef). */
  ai?: RecipeAi;
  /** Tests may pass their own (e.g. without backoff sleeps); `null` turns the scanner off. */
  vision?: IngredientVision | null;
}

/** Builds every service from the database once; HTTP, sockets and scripts share the same instances. */
export function createServices(
  db: Db,
  config: Pick<Config, "sessionTtlMs" | "ai">,
  options: ServiceOptions = {},
) {
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const recipesRepo = createRecipesRepository(db);
  const logger = options.logger ?? silentLogger();
  const vision =
    options.vision === undefined ? createIngredientVision(config.ai, logger) : (options.vision ?? undefined);
  return {
    usersRepo,
    sessionsRepo,
    recipesRepo,
    auth: createAuthService({
      users: usersRepo,
      sessions: sessionsRepo,
      sessionTtlMs: config.sessionTtlMs,
    }),
    users: createUsersService({ users: usersRepo, sessions: sessionsRepo, recipes: recipesRepo }),
    nutrition: createNutritionService({ repo: createNutritionRepository(db) }),
    generation: createGenerationService({
      ai: options.ai ?? createRecipeAi(config.ai, logger),
      recipes: recipesRepo,
      users: usersRepo,
      progress: options.progress ?? silentProgress,
    }),
    scanner: createScannerService({ vision, logger }),
  };
}

function silentLogger(): Logger {
  return pino({ level: "silent" });
}

export type Services = ReturnType<typeof createServices>;
