import type { RouteSet } from "../http/app.ts";
import type { RateLimits } from "../http/middleware/rate-limits.ts";
import type { Services } from "../services.ts";
import { adminApiDocs } from "./admin/admin.openapi.ts";
import { adminRoutes } from "./admin/index.ts";
import { authApiDocs, authRoutes } from "./auth/index.ts";
import { billingApiDocs, billingRoutes, billingWebhookRoutes } from "./billing/index.ts";
import { catalogueApiDocs, catalogueRoutes } from "./catalogue/index.ts";
import { chatApiDocs, chatPhotoRoutes, chatRoutes } from "./chat/index.ts";
import { communityApiDocs, communityRoutes } from "./community/index.ts";
import { generationApiDocs, generationRoutes } from "./generation/index.ts";
import { healthyApiDocs, healthyRoutes } from "./healthy/index.ts";
import { mailAdminRoutes, mailApiDocs } from "./mail/index.ts";
import { weeklyMenusApiDocs, weeklyMenusRoutes } from "./menus/index.ts";
import { nutritionApiDocs, nutritionRoutes } from "./nutrition/index.ts";
import { nutritionProfileApiDocs, nutritionProfileRoutes } from "./nutrition-profile/index.ts";
import { ratingsApiDocs, ratingsRoutes } from "./ratings/index.ts";
import { recipesApiDocs, recipesRoutes } from "./recipes/index.ts";
import { reportsApiDocs, reportsRoutes } from "./reports/index.ts";
import { scannerApiDocs, scannerRoutes, shareTargetRoutes } from "./scanner/index.ts";
import { sharingApiDocs, sharingPages, sharingRoutes } from "./sharing/index.ts";
import { siteIndexRoutes } from "./site-index/index.ts";
import { userRecipesApiDocs, userRecipesRoutes } from "./user-recipes/index.ts";
import { usersApiDocs, usersRoutes } from "./users/index.ts";
import { whatsappGatewayApiDocs, whatsappGatewayRoutes } from "./whatsapp-gateway/index.ts";
import { whatsappLinkApiDocs, whatsappLinkRoutes } from "./whatsapp-link/index.ts";

/** Each module describes its own routes; the same order as the routes below. */
const moduleApiDocs = [
  authApiDocs,
  usersApiDocs,
  billingApiDocs,
  generationApiDocs,
  healthyApiDocs,
  nutritionApiDocs,
  nutritionProfileApiDocs,
  weeklyMenusApiDocs,
  recipesApiDocs,
  catalogueApiDocs,
  adminApiDocs,
  mailApiDocs,
  whatsappLinkApiDocs,
  chatApiDocs,
  whatsappGatewayApiDocs,
  userRecipesApiDocs,
  communityApiDocs,
  ratingsApiDocs,
  reportsApiDocs,
  sharingApiDocs,
  scannerApiDocs,
];

/** The one list of every module's routes; the HTTP app mounts what it is given. */
export function moduleRoutes(services: Services, limits: RateLimits, cookieSecure: boolean): RouteSet {
  return {
    ownBody: [
      scannerRoutes(services.scanner, limits.scan),
      chatPhotoRoutes(services.conversation, limits.scan),
      billingWebhookRoutes(services.billing),
    ],
    routes: [
      // First: the busiest public read (community search) then walks no other module's router.
      communityRoutes(services.community),
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
      ratingsRoutes(services.ratings),
      reportsRoutes(services.reports),
      sharingRoutes(services.sharing),
    ],
    pages: sharingPages(services.sharing),
    root: [siteIndexRoutes(services.siteIndex), shareTargetRoutes()],
    docs: moduleApiDocs,
  };
}
