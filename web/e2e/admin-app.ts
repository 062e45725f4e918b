import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp, type RunningApp } from "./harness.ts";
import type { APIRequestContext } from "playwright-core";
import type { Account } from "./steps.ts";

/** The admin's account, with the username the admin sign-in can take instead of the e-mail. */
export interface AdminAccount extends Account {
  username: string;
}

/**
 * The app with `admin` holding the admin role. ADMIN_EMAILS promotes only accounts that exist when the
 * app starts, so the admin signs up at a first start and the journey runs on a second one over the same
 * data folder.
 */
export async function startAppWithAdmin(admin: AdminAccount): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-e2e-admin-"));
  const start = () => startApp({ DATA_DIR: dataDir, ADMIN_EMAILS: admin.email });
  const first = await start();
  const [firstName, ...rest] = admin.name.split(" ");
  const res = await fetch(`${first.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: admin.email,
      password: admin.password,
      username: admin.username,
      firstName,
      lastName: rest.join(" "),
    }),
  });
  assert.equal(res.status, 201, await res.text());
  await first.stop();
  const app = await start();
  return {
    url: app.url,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cook's account made through the api; the request context keeps its session cookie. */
export async function signUp(request: APIRequestContext, who: Account) {
  const [firstName, ...rest] = who.name.split(" ");
  const res = await request.post("/api/register", {
    data: { email: who.email, password: who.password, firstName, lastName: rest.join(" ") },
  });
  assert.equal(res.status(), 201, await res.text());
}
