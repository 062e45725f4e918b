import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { MailService } from "../mail/index.ts";
import { createAdminInsightsService } from "./admin-insights.service.ts";
import { createAdminModerationService } from "./admin-moderation.service.ts";
import { createAdminService } from "./admin.service.ts";

export interface AdminServicesDeps {
  db: Db;
  mail: Pick<MailService, "send">;
  foods: Pick<CatalogueService, "resolve">;
  publicUrl: string;
  /** The folder whose disk the system tab reports. */
  dataDir: string;
  now: () => Date;
}

/** The admin module's three services: users and actions, the panels' numbers, moderation. */
export function createAdminServices(deps: AdminServicesDeps) {
  return {
    users: createAdminService(deps),
    insights: createAdminInsightsService({
      ...deps,
      ping: async () => void (await deps.db.execute(sql`select 1`)),
    }),
    moderation: createAdminModerationService(deps),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
