import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { request, type APIRequestContext, type BrowserContextOptions } from "playwright-core";
import { appEnv } from "./env.ts";
import { startApp, type RunningApp } from "./harness.ts";
import { newAccount, type Account } from "./steps.ts";

const root = path.resolve(import.meta.dirname, "../..");

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** The app with content on every page, and the sessions to see it as a cook or as the admin. */
export interface SeededApp extends RunningApp {
  /** A Premium cook with a generated recipe, a published one of their own and a weekly menu. */
  cook: StorageState;
  admin: StorageState;
  /** The cook's generated recipe, public to visitors. */
  recipePath: string;
  /** The cook's own recipe, published to the community. */
  communityRecipePath: string;
}

const communityRecipe = {
  title: "Cuscuz paulista",
  description: "Cuscuz de farinha de milho com sardinha, ovos e tomate.",
  ingredients: "2 xícaras de farinha de milho\n1 lata de sardinha\n2 ovos cozidos\n2 tomates",
  instructions: "refogue a sardinha com tomate\njunte a farinha e a água\nmonte na forma com os ovos",
  cookingTime: 40,
  servings: 6,
};

/** The weekly-menu wizard's answers, as its form sends them. */
const menuForm = {
  objetivo: "manutencao",
  sexo: "feminino",
  idade: "34",
  altura: "165",
  peso: "62",
  nivelAtividade: "moderado",
  estiloAlimentar: "tradicional",
  alimentosQueGosta: "frango, banana",
  alimentosQueNaoGosta: "",
  restricoes: "",
  tempoCozinhar: "moderado",
  orcamento: "moderado",
  itensEmCasa: "arroz, feijão",
  refeicoesPorDia: "4",
};

async function register(url: string, who: Account) {
  const [firstName, ...rest] = who.name.split(" ");
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: who.email, password: who.password, firstName, lastName: rest.join(" ") }),
  });
  assert.equal(res.status, 201, await res.text());
}

async function signIn(baseURL: string, who: Account): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/login", { data: { email: who.email, password: who.password } });
  assert.equal(res.status(), 200, await res.text());
  return api;
}

async function created(api: APIRequestContext, url: string, data: object): Promise<{ id: string }> {
  const res = await api.post(url, { data });
  assert.equal(res.status(), 201, `${url}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** Gives the cook the content a real Premium cook would have. */
async function seedCook(api: APIRequestContext) {
  const recipe = await created(api, "/api/generate-recipe", {
    ingredients: ["frango", "arroz", "tomate"],
    skillLevel: "iniciante",
  });
  const own = await created(api, "/api/user-recipes", communityRecipe);
  assert.equal((await api.post(`/api/user-recipes/${own.id}/publish`)).status(), 200);
  await created(api, "/api/generate-weekly-menu", { formData: menuForm });
  return { recipePath: `/recipes/${recipe.id}`, communityRecipePath: `/recipes/${own.id}` };
}

/**
 * Starts the built app with its own data folder, a Premium cook and an admin. Premium and the admin
 * role are given only to accounts that exist when the app starts (an operator's command, ADMIN_EMAILS),
 * so the accounts are made at a first start and the app under test is the second.
 */
export async function startSeededApp(): Promise<SeededApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "chefzap-seeded-"));
  const cookAccount = newAccount("Helena Dias");
  const adminAccount = newAccount("Clara Admin");
  const env = { DATA_DIR: dataDir, ADMIN_EMAILS: adminAccount.email, API_REQUESTS_PER_MINUTE: "100000" };

  const first = await startApp(env);
  await register(first.url, cookAccount);
  await register(first.url, adminAccount);
  await first.stop();
  const plan = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["api/scripts/plan-set.ts", cookAccount.email, "premium"],
    { cwd: root, env: appEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }), encoding: "utf8" },
  );
  assert.equal(plan.status, 0, plan.stderr);

  const app = await startApp(env);
  const cookApi = await signIn(app.url, cookAccount);
  const adminApi = await signIn(app.url, adminAccount);
  const paths = await seedCook(cookApi);
  const [cook, admin] = [await cookApi.storageState(), await adminApi.storageState()];
  await Promise.all([cookApi.dispose(), adminApi.dispose()]);
  return {
    ...app,
    ...paths,
    cook,
    admin,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
