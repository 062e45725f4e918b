import { pino, type Logger } from "pino";
import { createRecipeAi } from "./ai/create-recipe-ai.ts";
import type { RecipeAi } from "./ai/recipe-ai.ts";
import { createIngredientVision, type IngredientVision } from "./ai/vision/ingredient-vision.ts";
import type { Config } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { noUserEvents, type UserEvents } from "./events.ts";
import { createAuthService } from "./modules/auth/index.ts";
import { catalogue } from "./modules/catalogue/index.ts";
import { createEntitlementsService } from "./modules/entitlements/index.ts";
import { createGenerationService } from "./modules/generation/index.ts";
import { createNutritionService } from "./modules/nutrition/index.ts";
import { createRecipesService, toRecipe } from "./modules/recipes/index.ts";
import { createScannerService } from "./modules/scanner/index.ts";
import { createUsersService } from "./modules/users/index.ts";

export interface ServiceOptions {
  logger?: Logger;
  events?: UserEvents;
  /** Tests may pass their own; otherwise it follows the configuration (model or offline chef). */
  ai?: RecipeAi;
  /** Tests may pass their own (e.g. without backoff sleeps); `null` turns the scanner off. */
  vision?: IngredientVision | null;
}

/**
 * Builds every module's service once; HTTP, sockets and scripts share the same instances. Modules meet
 * only here, through each other's services.
 */
export function createServices(
  db: Db,
  config: Pick<Config, "sessionTtlMs" | "ai">,
  options: ServiceOptions = {},
) {
  const logger = options.logger ?? pino({ level: "silent" });
  const vision =
    options.vision === undefined ? createIngredientVision(config.ai, logger) : (options.vision ?? undefined);
  const foods = catalogue();
  const recipes = createRecipesService({ db });
  const entitlements = createEntitlementsService({ db });
  const users = createUsersService({
    db,
    sessionsOf: (userId) => auth.listSessions(userId),
    recipesOf: async (userId) => (await recipes.listByUser(userId)).map(toRecipe),
  });
  const auth = createAuthService({ db, users, sessionTtlMs: config.sessionTtlMs });
  return {
    // Read and validated above, so a broken catalogue stops the api at start with the row and field.
    catalogue: foods,
    auth,
    users,
    recipes,
    entitlements,
    nutrition: createNutritionService({ db }),
    generation: createGenerationService({
      ai: options.ai ?? createRecipeAi(config.ai, logger),
      recipes,
      entitlements,
      events: options.events ?? noUserEvents,
    }),
    scanner: createScannerService({ vision, logger, foods }),
  };
}

export type Services = ReturnType<typeof createServices>;
