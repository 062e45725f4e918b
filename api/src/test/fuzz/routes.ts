import fc from "fast-check";
import { adminRoutes } from "./admin-routes.ts";
import { bodyFor, shaped, type RawBody } from "./bodies.ts";
import { menuRoutes } from "./menu-routes.ts";
import { mutated, nastyNumber, nastyString } from "./values.ts";

/** Who sends: nobody, a made-up session cookie, a free account, a Premium one or an admin. */
export type Who = "anonymous" | "forged" | "user" | "premium" | "admin";

export interface FuzzRoute {
  name: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<RawBody>;
  /** Routes that end the session they are sent with go out without a real one. */
  who?: readonly Who[];
  /** Refusals here are not the api's JSON error (/metrics hides itself behind a plain 404). */
  plainRefusals?: boolean;
  /** A 5xx this route answers by design: the scanner without a vision model. */
  expected5xx?: { status: number; error: string };
}

/** Real ids and accounts the routes may aim at, so requests get past "not found" too. */
export interface Fixtures {
  recipeIds: readonly string[];
  emails: readonly string[];
  password: string;
  allergenIds: readonly string[];
  imageDataUrls: readonly string[];
  /** Weekly menus of the Premium accounts. */
  menuIds?: readonly string[];
  /** Accounts the admin routes may aim at. */
  userIds?: readonly string[];
}

const FOODS = [
  "frango",
  "tomate",
  "arroz",
  "2 xícaras de arroz",
  "1 cebola picada",
  "sal a gosto",
  "½ kg de carne",
];
const REQUESTS = [
  "sem cebola",
  "para 2 pessoas",
  "mais picante",
  "sem lactose",
  "vegana",
  "para doze pessoas",
];

/** Path segments that test decoding: bad escapes, an encoded NUL or surrogate, dots, very long. */
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "abc",
    "%00",
    "%ZZ",
    "%",
    "..",
    "%2e%2e",
    "%ED%A0%80",
    "%C0%AF",
    "-1",
    "0",
    "a".repeat(3_000),
  ),
  nastyString.map((s) => encodeURIComponent(s.toWellFormed())),
);

/** Mostly plausible, so requests get past validation into the services as well. */
function text(plausible: readonly string[]): fc.Arbitrary<string> {
  const good = fc.constantFrom(...plausible);
  return fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: mutated(good) }, nastyString);
}
const food = text(FOODS);
const list = (item: fc.Arbitrary<unknown>, maxLength: number) => fc.array(item, { maxLength });

function recipePath(f: Fixtures, suffix = ""): fc.Arbitrary<string> {
  const id = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...f.recipeIds) }, fc.uuid(), segment);
  return id.map((value) => `/api/recipes/${value}${suffix}`);
}

function authRoutes(f: Fixtures): FuzzRoute[] {
  const email = fc.oneof(
    fc.constantFrom(...f.emails),
    { weight: 3, arbitrary: fc.emailAddress() },
    mutated(fc.emailAddress()),
    nastyString,
  );
  const password = fc.oneof(fc.constant(f.password), fc.string({ minLength: 6, maxLength: 20 }), nastyString);
  const name = text(["Maria", "João da Silva", "Zé"]);
  const register = shaped({
    email,
    password,
    username: text(["maria_1", "ze.silva", "a-b"]),
    firstName: name,
    lastName: name,
    name,
    whatsapp: text(["(11) 98765-4321", "11987654321", "+55 11 98765-4321"]),
    deviceFingerprint: text(["f".repeat(64)]),
    userAgent: text(["Mozilla/5.0"]),
  });
  const noSession: Who[] = ["anonymous", "forged"];
  return [
    { name: "register", method: "post", path: fc.constant("/api/register"), body: bodyFor(register) },
    {
      name: "login",
      method: "post",
      path: fc.constant("/api/login"),
      body: bodyFor(shaped({ email, password })),
    },
    {
      name: "logout",
      method: "post",
      path: fc.constant("/api/logout"),
      body: bodyFor(shaped({})),
      who: noSession,
    },
    { name: "logout (GET)", method: "get", path: fc.constant("/api/logout"), who: noSession },
    { name: "delete account", method: "delete", path: fc.constant("/api/me"), who: noSession },
    {
      name: "forgot-password",
      method: "post",
      path: fc.constant("/api/auth/forgot-password"),
      body: bodyFor(shaped({ email })),
    },
    {
      name: "reset-password",
      method: "post",
      path: fc.constant("/api/auth/reset-password"),
      body: bodyFor(shaped({ token: text(["a".repeat(43), "abc"]), password })),
    },
    {
      name: "change-password",
      method: "post",
      path: fc.constant("/api/auth/change-password"),
      // Never the accounts' real password: a change would end the other requests' sessions and logins.
      body: bodyFor(
        shaped({
          currentPassword: fc.oneof(fc.string({ minLength: 6, maxLength: 20 }), nastyString),
          newPassword: password,
        }),
      ),
    },
    {
      name: "admin mail outbox",
      method: "get",
      path: queryOf({
        status: text(["queued", "sent", "failed", "not_configured"]),
        limit: text(["1", "20", "100", "101"]),
        cursor: text(["bm90LWEtY3Vyc29y"]),
      }).map((q) => `/api/admin/mail-outbox${q}`),
    },
  ];
}

function recipeRoutes(f: Fixtures): FuzzRoute[] {
  const jobId = fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: nastyString });
  const ingredients = list(food, 8);
  const skillLevel = text(["iniciante", "intermediario", "avancado"]);
  return [
    {
      name: "generate-recipe",
      method: "post",
      path: fc.constant("/api/generate-recipe"),
      body: bodyFor(shaped({ ingredients, skillLevel, jobId })),
    },
    {
      name: "modify",
      method: "post",
      path: recipePath(f, "/modify"),
      body: bodyFor(shaped({ modificationRequest: text(REQUESTS), jobId })),
    },
    {
      name: "alternative",
      method: "post",
      path: recipePath(f, "/alternative"),
      body: bodyFor(shaped({ jobId, ingredients, currentInstructions: list(nastyString, 3) })),
    },
    { name: "recipe by id", method: "get", path: recipePath(f) },
    { name: "share card", method: "get", path: recipePath(f, "/card.png") },
    {
      name: "healthy recipe",
      method: "post",
      path: fc.constant("/api/generate-healthy-recipe"),
      body: bodyFor(
        shaped({
          ingredients,
          healthGoal: text(["weight-loss", "heart-health", "muscle-gain"]),
          dietaryRestrictions: list(text(["vegan", "gluten-free", "keto"]), 3),
          maxCalories: fc.oneof(fc.constant(null), fc.integer({ min: 50, max: 900 }), nastyNumber),
          maxTime: fc.oneof(fc.constant(null), fc.integer({ min: 5, max: 120 }), nastyNumber),
          jobId,
        }),
      ),
    },
    { name: "my recipes", method: "get", path: fc.constant("/api/recipes") },
  ];
}

/** A query string of plausible, mutated and hostile values, some left out. */
function queryOf(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, value]) =>
    fc.option(
      value.map((v) => [key, v.toWellFormed()] as [string, string]),
      { nil: undefined },
    ),
  );
  return fc.tuple(...entries).map((pairs) => {
    const query = new URLSearchParams(pairs.filter((pair) => pair !== undefined)).toString();
    return query ? `?${query}` : "";
  });
}

function communityRoutes(f: Fixtures): FuzzRoute[] {
  const line = text(["2 xícaras de arroz", "1 frango", "sal"]);
  const recipe = shaped({
    title: text(["Bolo de fubá", "Frango da vó"]),
    description: text(["Da vó.", "Rápido e fácil"]),
    ingredients: fc.oneof(line, list(line, 6)),
    instructions: fc.oneof(text(["Bata tudo. Asse.", "1. Refogue\n2. Sirva"]), list(line, 4)),
    cookingTime: fc.oneof(fc.integer({ min: 1, max: 240 }), nastyNumber, text(["30", ""])),
    servings: fc.oneof(fc.integer({ min: 1, max: 12 }), nastyNumber),
    tips: fc.oneof(fc.constant(null), text(["Sirva quente."])),
  });
  const cursor = fc.oneof(fc.base64String({ maxLength: 80 }), nastyString);
  const community = queryOf({
    search: text(["feijao", "frango grelhado", "strogonofe", "a"]),
    filter: text(["all", "quick", "popular", "top-rated"]),
    sort: text(["recent", "rating", "time", "popular", "relevance"]),
    limit: text(["1", "6", "60", "0", "61"]),
    cursor,
  });
  const rating = shaped({
    rating: fc.oneof(fc.integer({ min: 1, max: 5 }), nastyNumber),
    comment: fc.oneof(fc.constant(null), text(["Muito boa!", ""])),
  });
  const id = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...f.recipeIds) }, fc.uuid(), nastyString);
  const report = shaped({
    recipeId: id,
    commentId: fc.oneof(fc.uuid(), nastyString),
    reason: text(["spam", "offensive", "other"]),
    details: fc.oneof(fc.constant(null), text(["copiada"])),
  });
  return [
    { name: "user-recipes", method: "get", path: fc.constant("/api/user-recipes") },
    { name: "write recipe", method: "post", path: fc.constant("/api/user-recipes"), body: bodyFor(recipe) },
    {
      name: "improve recipe",
      method: "post",
      path: fc.constant("/api/user-recipes/improve"),
      body: bodyFor(recipe),
    },
    {
      name: "publish",
      method: "post",
      path: fc
        .oneof({ weight: 3, arbitrary: fc.constantFrom(...f.recipeIds) }, fc.uuid(), segment)
        .map((value) => `/api/user-recipes/${value}/publish`),
      body: bodyFor(shaped({})),
    },
    { name: "community", method: "get", path: community.map((q) => `/api/community-recipes${q}`) },
    { name: "community stats", method: "get", path: fc.constant("/api/community-stats") },
    {
      name: "top recipes",
      method: "get",
      path: queryOf({ limit: text(["3", "10", "50", "0"]) }).map((q) => `/api/top-recipes${q}`),
    },
    { name: "rate", method: "post", path: recipePath(f, "/rate"), body: bodyFor(rating) },
    { name: "my rating", method: "get", path: recipePath(f, "/rating") },
    {
      name: "comments",
      method: "get",
      path: fc
        .tuple(recipePath(f, "/comments"), queryOf({ limit: text(["1", "20", "51"]), cursor }))
        .map(([path, query]) => path + query),
    },
    {
      name: "my recipes paged",
      method: "get",
      path: queryOf({ search: text(["feijao"]), limit: text(["9"]), cursor }).map((q) => `/api/recipes${q}`),
    },
    { name: "report", method: "post", path: fc.constant("/api/reports"), body: bodyFor(report) },
  ];
}

function otherRoutes(f: Fixtures): FuzzRoute[] {
  const analysis = shaped({
    ingredients: list(food, 8),
    servings: fc.oneof(fc.integer({ min: 1, max: 12 }), nastyNumber),
    title: fc.oneof(fc.constant(null), text(["Arroz de forno"])),
  });
  const allergies = list(text(f.allergenIds), 6);
  const imageData = fc.oneof(
    fc.constantFrom(...f.imageDataUrls),
    nastyString.map((s) => `data:image/png;base64,${s}`),
  );
  return [
    {
      name: "analyze-nutrition",
      method: "post",
      path: fc.constant("/api/recipes/analyze-nutrition"),
      body: bodyFor(analysis),
    },
    {
      name: "allergies (PUT)",
      method: "put",
      path: fc.constant("/api/me/allergies"),
      body: bodyFor(shaped({ allergies })),
    },
    { name: "allergies", method: "get", path: fc.constant("/api/me/allergies") },
    {
      name: "scan-ingredients",
      method: "post",
      path: fc.constant("/api/scan-ingredients"),
      body: bodyFor(shaped({ imageData: fc.oneof(imageData, nastyString) })),
      expected5xx: { status: 503, error: "scanner_unavailable" },
    },
    { name: "whatsapp link", method: "get", path: fc.constant("/api/whatsapp/link") },
    {
      name: "chat message",
      method: "post",
      path: fc.constant("/api/chat/messages"),
      body: bodyFor(
        shaped({
          id: fc.oneof(fc.uuid(), nastyString),
          text: fc.oneof(text(["tenho ovo e queijo", "menu"]), nastyString),
        }),
      ),
    },
    { name: "chat history", method: "get", path: fc.constant("/api/chat/messages") },
    {
      name: "chat photo",
      method: "post",
      path: fc.constant("/api/chat/photos"),
      body: bodyFor(
        shaped({ id: fc.oneof(fc.uuid(), nastyString), imageData: fc.oneof(imageData, nastyString) }),
      ),
    },
    {
      name: "whatsapp link code",
      method: "post",
      path: fc.constant("/api/whatsapp/link-code"),
      body: bodyFor(shaped({})),
    },
    { name: "whatsapp unlink", method: "delete", path: fc.constant("/api/whatsapp/link") },
    { name: "user", method: "get", path: fc.constant("/api/user") },
    { name: "export", method: "get", path: fc.constant("/api/me/export") },
    { name: "health", method: "get", path: fc.constant("/api/health") },
    { name: "unknown", method: "post", path: segment.map((s) => `/api/${s}`), body: bodyFor(shaped({})) },
  ];
}

function profileRoutes(f: Fixtures): FuzzRoute[] {
  const choice = (...values: string[]) => fc.oneof(fc.constantFrom(...values, ""), text(values));
  const measure = (min: number, max: number) =>
    fc.oneof(fc.integer({ min, max }), fc.integer({ min, max }).map(String), nastyNumber);
  const foods = fc.oneof(list(text(["frango", "quiabo", "arroz", "jilo"]), 6), text(["frango, arroz", ""]));
  const profile = shaped({
    objetivo: choice("perda-peso", "ganho-massa", "manutencao"),
    sexo: choice("masculino", "feminino"),
    idade: measure(18, 100),
    altura: measure(120, 230),
    peso: measure(30, 300),
    nivelAtividade: choice("sedentario", "moderado", "muito-intenso"),
    estiloAlimentar: choice("tradicional", "cetogenico"),
    alimentosQueGosta: foods,
    alimentosQueNaoGosta: foods,
    restricoes: fc.oneof(list(text(["vegan", "gluten-free"]), 3), text(["vegan, dash"])),
    refeicoesPorDia: fc.oneof(fc.constantFrom(3, 6, "5"), nastyNumber),
    itensEmCasa: text(["arroz, feijão"]),
    allergies: list(text(f.allergenIds), 4),
    userId: fc.oneof(fc.integer(), nastyString),
  });
  return [
    { name: "nutritional profile", method: "get", path: fc.constant("/api/nutritional-profile") },
    {
      name: "nutritional profile (POST)",
      method: "post",
      path: fc.constant("/api/nutritional-profile"),
      body: bodyFor(profile),
    },
  ];
}

/** Every route the api mounts that takes a body, a parameter or a session. */
export function fuzzRoutes(fixtures: Fixtures): FuzzRoute[] {
  return [
    ...authRoutes(fixtures),
    ...recipeRoutes(fixtures),
    ...communityRoutes(fixtures),
    ...otherRoutes(fixtures),
    ...profileRoutes(fixtures),
    ...menuRoutes(fixtures),
    ...adminRoutes(fixtures),
  ];
}
