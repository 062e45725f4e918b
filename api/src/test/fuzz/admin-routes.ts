import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_BULK_ACTIONS,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_USER_SORTS,
  BULK_MAIL_TEMPLATES,
  MAIL_STATUSES,
} from "@chefzap/shared";
import fc from "fast-check";
import { bodyFor, shaped } from "./bodies.ts";
import type { Fixtures, FuzzRoute, Who } from "./routes.ts";
import { mutated, nastyNumber, nastyString, nastyValue } from "./values.ts";

/** Admin routes go out mostly with an admin's session, so they get past the role check into the work. */
const ADMIN_SENDERS: readonly Who[] = ["admin", "admin", "admin", "admin", "user", "premium", "anonymous"];

const text = (plausible: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...plausible) },
    mutated(fc.constantFrom(...plausible)),
    nastyString,
  );
const count = fc.oneof(fc.nat(120).map(String), nastyNumber.map(String), nastyString);

/** A keyset cursor as the api writes one (base64url JSON naming its list), holding anything. */
const cursor = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("admin-reports", "admin-audit", "admin-menus", "admin-recipes", "mail-outbox"),
      fc.array(nastyValue, { maxLength: 3 }),
    )
    .map(([list, key]) => Buffer.from(JSON.stringify([list, ...key])).toString("base64url")),
  nastyString,
);

/** Query strings a browser would not send: a bad escape, a repeated or bracketed key. */
const RAW_QUERIES = [
  "search=%ZZ",
  "page=%",
  "cursor=%00",
  "sort[]=name:asc",
  "limit[a]=1",
  "plan=free&plan=premium",
];

/**
 * A query string: each parameter plausible, hostile, repeated or left out, encoded as a browser would;
 * sometimes raw text a browser would not send.
 */
function query(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params).map(([key, value]) =>
    fc.oneof(
      { weight: 4, arbitrary: value.map((v) => [[key, v]]) },
      { weight: 2, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(value, value).map(([a, b]) => [
          [key, a],
          [key, b],
        ]),
      },
    ),
  );
  const encoded = fc.tuple(...entries).map((lists) =>
    lists
      .flat()
      .map(([key, value]) => `${key}=${encodeURIComponent(value!.toWellFormed())}`)
      .join("&"),
  );
  return fc
    .oneof({ weight: 8, arbitrary: encoded }, fc.constantFrom(...RAW_QUERIES))
    .map((q) => (q ? `?${q}` : ""));
}

const get = (name: string, path: string, params: Record<string, fc.Arbitrary<string>> = {}): FuzzRoute => ({
  name,
  method: "get",
  path: query(params).map((q) => `/api${path}${q}`),
  who: ADMIN_SENDERS,
});

/** Every admin route (both panels, exports, moderation, the outbox, WhatsApp) and /metrics. */
export function adminRoutes(f: Fixtures): FuzzRoute[] {
  const known = f.userIds?.length ? f.userIds : ["00000000-0000-4000-8000-000000000000"];
  const userId = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, fc.uuid(), nastyString);
  const userPath = (suffix: string) =>
    userId.map((id) => `/api/admin/users/${encodeURIComponent(id.toWellFormed())}${suffix}`);
  const recipeOrComment = fc.oneof(fc.constantFrom(...f.recipeIds), fc.uuid(), nastyString);
  const search = text(["maria", "@exemplo.com.br", "ção", "cozinheira1"]);
  const users = {
    search,
    plan: text(["free", "premium"]),
    status: text(["active", "inactive"]),
    sort: text(ADMIN_USER_SORTS),
    page: count,
    pageSize: count,
  };
  const payments = { search, status: text(ADMIN_PAYMENT_STATUSES), page: count, pageSize: count };
  const moderation = bodyFor(shaped({ target: text(["recipe", "comment"]), id: recipeOrComment }));
  return [
    get("admin users", "/admin/users", users),
    get("admin users-complete", "/admin/users-complete", users),
    get("admin export users", "/admin/export/users", users),
    get("admin payments", "/admin/payments", payments),
    get("admin export payments", "/admin/export/payments", payments),
    { name: "admin user details", method: "get", path: userPath("/details"), who: ADMIN_SENDERS },
    {
      name: "admin reset recipes",
      method: "patch",
      path: userPath("/reset-recipes"),
      body: bodyFor(shaped({})),
      who: ADMIN_SENDERS,
    },
    {
      name: "admin bulk actions",
      method: "post",
      path: fc.constant("/api/admin/bulk-actions"),
      body: bodyFor(
        shaped({
          action: text(ADMIN_BULK_ACTIONS),
          userIds: fc.oneof(
            fc.array(userId, { minLength: 1, maxLength: 4 }),
            fc.array(fc.uuid(), { minLength: 90, maxLength: 120 }),
          ),
          template: text(BULK_MAIL_TEMPLATES.map((t) => t.id)),
        }),
      ),
      who: ADMIN_SENDERS,
    },
    get("admin enhanced stats", "/admin/enhanced-stats"),
    get("admin recipe analytics", "/admin/recipe-analytics"),
    get("admin system metrics", "/admin/system-metrics"),
    get("admin dashboard stats", "/admin/dashboard-stats"),
    get("admin recipes", "/admin/recipes-all", { search, limit: count, cursor }),
    get("admin weekly menus", "/admin/weekly-menus", { limit: count, cursor }),
    get("admin reports", "/admin/reports", { state: text(["open", "hidden", "all"]), limit: count, cursor }),
    get("admin audit log", "/admin/audit-log", { action: text(ADMIN_AUDIT_ACTIONS), limit: count, cursor }),
    get("admin mail outbox", "/admin/mail-outbox", { status: text(MAIL_STATUSES), limit: count, cursor }),
    {
      name: "admin hide",
      method: "post",
      path: fc.constant("/api/admin/moderation/hide"),
      body: moderation,
      who: ADMIN_SENDERS,
    },
    {
      name: "admin restore",
      method: "post",
      path: fc.constant("/api/admin/moderation/restore"),
      body: moderation,
      who: ADMIN_SENDERS,
    },
    get("admin whatsapp", "/admin/whatsapp"),
    {
      name: "admin whatsapp reconnect",
      method: "post",
      path: fc.constant("/api/admin/whatsapp/reconnect"),
      body: bodyFor(shaped({ account: text(["baileys:5511912345678", "console"]) })),
      who: ADMIN_SENDERS,
      // A number a gateway reported, while no gateway serves it now, is a 503 by design.
      expected5xx: { status: 503, error: "service_unavailable" },
    },
    {
      name: "metrics",
      method: "get",
      path: fc.constant("/metrics"),
      who: ADMIN_SENDERS,
      plainRefusals: true,
    },
  ];
}
