import type { RouteSet } from "../http/app.ts";
import type { RateLimits } from "../http/middleware/rate-limits.ts";
import type { Services } from "../services.ts";
import { adminRoutes } from "./admin/index.ts";
import { authRoutes } from "./auth/index.ts";
import { catalogueRoutes } from "./catalogue/index.ts";
import { generationRoutes } from "./generation/index.ts";
import { nutritionRoutes } from "./nutrition/index.ts";
import { recipesRoutes } from "./recipes/index.ts";
import { scannerRoutes } from "./scanner/index.ts";
import { usersRoutes } from "./users/index.ts";

/** The one list of every module's routes; the HTTP app mounts what it is given. */
export function moduleRoutes(services: Services, limits: RateLimits, cookieSecure: boolean): RouteSet {
  return {
    ownBody: [scannerRoutes(services.scanner, limits.scan)],
    routes: [
      authRoutes(services.auth, limits, cookieSecure),
      usersRoutes(services.users, cookieSecure),
      generationRoutes(services.generation, limits.generation),
      nutritionRoutes(services.nutrition, limits.nutrition),
      recipesRoutes(services.recipes),
      catalogueRoutes(services.catalogue),
      adminRoutes(services.users),
    ],
  };
}
