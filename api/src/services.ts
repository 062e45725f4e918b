import type { Config } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { createRecipesRepository } from "./modules/recipes/recipes.repository.ts";
import { createUsersRepository } from "./modules/users/users.repository.ts";
import { createUsersService } from "./modules/users/users.service.ts";

/** Builds every service from the database once; HTTP, sockets and scripts share the same instances. */
export function createServices(db: Db, config: Pick<Config, "sessionTtlMs" | "adminEmails">) {
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const recipesRepo = createRecipesRepository(db);
  return {
    usersRepo,
    sessionsRepo,
    recipesRepo,
    auth: createAuthService({
      users: usersRepo,
      sessions: sessionsRepo,
      sessionTtlMs: config.sessionTtlMs,
      adminEmails: config.adminEmails,
    }),
    users: createUsersService({ users: usersRepo, sessions: sessionsRepo, recipes: recipesRepo }),
  };
}

export type Services = ReturnType<typeof createServices>;
