import { pino, type Logger } from "pino";
import { createRecipeAi } from "./ai/create-recipe-ai.ts";
import { createRecipeImprover } from "./ai/improve/index.ts";
import {
  createChannelRegistry,
  createChatAgent,
  createConversation,
  createTranscriber,
  type ChannelRegistry,
} from "./conversation/index.ts";
import type { RecipeAi } from "./ai/recipe-ai.ts";
import { createIngredientVision, type IngredientVision } from "./ai/vision/ingredient-vision.ts";
import type { Config } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { noUserEvents, type UserEvents } from "./events.ts";
import { createAdminServices } from "./modules/admin/index.ts";
import { createAuthService } from "./modules/auth/index.ts";
import {
  configuredBillingProvider,
  createBillingService,
  type BillingProvider,
} from "./modules/billing/index.ts";
import { catalogue } from "./modules/catalogue/index.ts";
import { createCommunityService } from "./modules/community/index.ts";
import { createEntitlementsService } from "./modules/entitlements/index.ts";
import { createGenerationService } from "./modules/generation/index.ts";
import { createHealthyService } from "./modules/healthy/index.ts";
import { createMailService } from "./modules/mail/index.ts";
import { createWeeklyMenusService } from "./modules/menus/index.ts";
import { createNutritionService } from "./modules/nutrition/index.ts";
import { createNutritionProfileService } from "./modules/nutrition-profile/index.ts";
import { createRatingsService } from "./modules/ratings/index.ts";
import { createRecipesService, toRecipe } from "./modules/recipes/index.ts";
import { createReportsService } from "./modules/reports/index.ts";
import { createScannerService } from "./modules/scanner/index.ts";
import { createSharingService } from "./modules/sharing/index.ts";
import { createSiteIndexService } from "./modules/site-index/index.ts";
import { createUserRecipesService } from "./modules/user-recipes/index.ts";
import { createUsersService } from "./modules/users/index.ts";
import { createWhatsappGatewayService } from "./modules/whatsapp-gateway/index.ts";
import { createWhatsappLinkService } from "./modules/whatsapp-link/index.ts";

export interface ServiceOptions {
  logger?: Logger;
  events?: UserEvents;
  /** Tests may pass their own; otherwise it follows the configuration (model or offline chef). */
  ai?: RecipeAi;
  /** Tests may pass their own (e.g. without backoff sleeps); `null` turns the scanner off. */
  vision?: IngredientVision | null;
  /** The chat channels connected at any moment; the sockets and the WhatsApp gateway register here. */
  channels?: ChannelRegistry;
  /** The clock plans are read against; tests move it to see a paid period or a grace end. */
  now?: () => Date;
  /** Tests may pass their own; otherwise it follows the configuration (Stripe or none). */
  billingProvider?: BillingProvider;
}

/**
 * Builds every module's service once; HTTP, sockets and scripts share the same instances. Modules meet
 * only here, through each other's services.
 */
export function createServices(
  db: Db,
  config: Pick<Config, "sessionTtlMs" | "ai" | "publicUrl"> &
    Partial<Pick<Config, "billing" | "mail" | "dataDir">>,
  options: ServiceOptions = {},
) {
  const logger = options.logger ?? pino({ level: "silent" });
  const now = options.now ?? (() => new Date());
  const events = options.events ?? noUserEvents;
  const vision =
    options.vision === undefined ? createIngredientVision(config.ai, logger) : (options.vision ?? undefined);
  const foods = catalogue();
  const recipes = createRecipesService({ db });
  const entitlements = createEntitlementsService({ db, now });
  const billing = createBillingService({
    db,
    provider: options.billingProvider ?? configuredBillingProvider(config.billing, logger),
    publicUrl: config.publicUrl,
    graceDays: config.billing?.graceDays ?? 7,
    events,
    now,
    logger,
  });
  const ratings = createRatingsService({ db, recipes });
  const reports = createReportsService({ db, recipes, ratings });
  const nutritionProfile = createNutritionProfileService({ db, foods });
  const menus = createWeeklyMenusService({ db, profiles: nutritionProfile, entitlements, foods });
  const users = createUsersService({
    db,
    now,
    // A deleted account must not go on being charged.
    beforeDelete: (userId) => billing.endSubscriptionsOf(userId),
    sessionsOf: (userId) => auth.listSessions(userId),
    recipesOf: async (userId) => (await recipes.listByUser(userId)).map(toRecipe),
    // Built below, after the services the chat itself needs; only called once everything exists.
    chatsOf: (userId) => conversation.chatsOf(userId),
    ratingsOf: (userId) => ratings.byUser(userId),
    reportsOf: (userId) => reports.byReporter(userId),
    nutritionProfileOf: (userId) => nutritionProfile.get(userId),
    weeklyMenusOf: (userId) => menus.exportOf(userId),
    billingOf: (userId) => billing.info(userId),
    mailOf: (userId) => mail.messagesOf(userId),
  });
  // Without mail settings (a script, a bench) messages stay in the outbox, as with no SMTP.
  const mail = createMailService({ db, config: config.mail ?? { smtp: undefined, from: "ChefZap" }, logger });
  const auth = createAuthService({
    db,
    users,
    sessionTtlMs: config.sessionTtlMs,
    mail,
    publicUrl: config.publicUrl,
    now,
  });
  const ai = options.ai ?? createRecipeAi(config.ai, logger);
  const generation = createGenerationService({
    ai,
    recipes,
    entitlements,
    events,
  });
  const services = {
    // Read and validated above, so a broken catalogue stops the api at start with the row and field.
    catalogue: foods,
    auth,
    mail,
    users,
    recipes,
    entitlements,
    billing,
    nutrition: createNutritionService({ db }),
    nutritionProfile,
    menus,
    generation,
    healthy: createHealthyService({ ai, generation }),
    scanner: createScannerService({ vision, logger, foods }),
    whatsappLinks: createWhatsappLinkService({ db, entitlements }),
    whatsappGateway: createWhatsappGatewayService({ db }),
    userRecipes: createUserRecipesService({
      recipes,
      entitlements,
      improver: createRecipeImprover(config.ai, logger),
    }),
    community: createCommunityService({ db }),
    ratings,
    reports,
    sharing: createSharingService({ recipes }),
    siteIndex: createSiteIndexService({ recipes, publicUrl: config.publicUrl }),
    admin: createAdminServices({
      db,
      mail,
      foods,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir ?? ".",
      now,
    }),
  };
  const channels = options.channels ?? createChannelRegistry();
  const conversation = createConversation({
    db,
    services,
    logger,
    publicUrl: config.publicUrl,
    channels,
    // With a key the chat reads messages through the model; without one, or when it fails, the rules do.
    agent: createChatAgent(config.ai, services, logger),
    transcriber: createTranscriber(config.ai, logger),
  });
  return { ...services, channels, conversation };
}

export type Services = ReturnType<typeof createServices>;
