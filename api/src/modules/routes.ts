import type { RouteSet } from "../http/app.ts";
import type { RateLimits } from "../http/middleware/rate-limits.ts";
import type { Services } from "../services.ts";
import { adminRoutes } from "./admin/index.ts";
import { authRoutes } from "./auth/index.ts";
import { billingRoutes, billingWebhookRoutes } from "./billing/index.ts";
import { catalogueRoutes } from "./catalogue/index.ts";
import { chatPhotoRoutes, chatRoutes } from "./chat/index.ts";
import { communityRoutes } from "./community/index.ts";
import { generationRoutes } from "./generation/index.ts";
import { healthyRoutes } from "./healthy/index.ts";
import { mailAdminRoutes } from "./mail/index.ts";
import { weeklyMenusRoutes } from "./menus/index.ts";
import { nutritionRoutes } from "./nutrition/index.ts";
import { nutritionProfileRoutes } from "./nutrition-profile/index.ts";
import { ratingsRoutes } from "./ratings/index.ts";
import { recipesRoutes } from "./recipes/index.ts";
import { reportsRoutes } from "./reports/index.ts";
import { scannerRoutes } from "./scanner/index.ts";
import { sharingPages, sharingRoutes } from "./sharing/index.ts";
import { userRecipesRoutes } from "./user-recipes/index.ts";
import { usersRoutes } from "./users/index.ts";
import { whatsappGatewayRoutes } from "./whatsapp-gateway/index.ts";
import { whatsappLinkRoutes } from "./whatsapp-link/index.ts";

/** The one list of every module's routes; the HTTP app mounts what it is given. */
export function moduleRoutes(services: Services, limits: RateLimits, cookieSecure: boolean): RouteSet {
  return {
    ownBody: [
      scannerRoutes(services.scanner, limits.scan),
      chatPhotoRoutes(services.conversation, limits.scan),
      billingWebhookRoutes(services.billing),
    ],
    routes: [
      authRoutes(services.auth, limits, cookieSecure),
      usersRoutes(services.users, cookieSecure),
      billingRoutes(services.billing),
      generationRoutes(services.generation, limits.generation),
      healthyRoutes(services.healthy, limits.generation),
      nutritionRoutes(services.nutrition, limits.nutrition),
      nutritionProfileRoutes(services.nutritionProfile),
      weeklyMenusRoutes(services.menus, limits.generation),
      recipesRoutes(services.recipes),
      catalogueRoutes(services.catalogue),
      adminRoutes(services.admin),
      mailAdminRoutes(services.mail),
      whatsappLinkRoutes(services.whatsappLinks),
      chatRoutes(services.conversation, limits.chat),
      whatsappGatewayRoutes(services.whatsappGateway),
      userRecipesRoutes(services.userRecipes, limits.generation),
      communityRoutes(services.community),
      ratingsRoutes(services.ratings),
      reportsRoutes(services.reports),
      sharingRoutes(services.sharing),
    ],
    pages: sharingPages(services.sharing),
  };
}
