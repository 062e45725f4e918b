import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let agents: Record<"user" | "premium" | "admin", supertest.Agent>;
let someone: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await signedInAgent(ctx.app);
  const premium = await signedInAgent(ctx.app);
  await ctx.services.users.setPlan(premium.payload.email, "premium");
  const admin = await signedInAgent(ctx.app);
  await ctx.services.users.setRole(admin.user.id, "admin");
  agents = { user: user.agent, premium: premium.agent, admin: admin.agent };
  someone = user.user.id;
});
afterAll(() => ctx.close());

const unknownRecipe = "00000000-0000-4000-8000-000000000000";

/** Every admin route, with a request an admin gets a success for. */
const routes: Array<{
  method: "get" | "post" | "patch";
  path: string;
  body?: () => object;
  ok?: number;
}> = [
  { method: "get", path: "/api/admin/users" },
  { method: "get", path: "/api/admin/users-complete" },
  { method: "get", path: "/api/admin/users/{user}/details" },
  { method: "patch", path: "/api/admin/users/{user}/reset-recipes" },
  {
    method: "post",
    path: "/api/admin/bulk-actions",
    body: () => ({ action: "reset-free-recipes", userIds: [someone] }),
  },
  { method: "get", path: "/api/admin/payments" },
  { method: "get", path: "/api/admin/enhanced-stats" },
  { method: "get", path: "/api/admin/recipe-analytics" },
  { method: "get", path: "/api/admin/system-metrics" },
  { method: "get", path: "/api/admin/dashboard-stats" },
  { method: "get", path: "/api/admin/recipes-all" },
  { method: "get", path: "/api/admin/weekly-menus" },
  { method: "get", path: "/api/admin/export/users" },
  { method: "get", path: "/api/admin/export/payments" },
  { method: "get", path: "/api/admin/reports" },
  {
    method: "post",
    path: "/api/admin/moderation/hide",
    body: () => ({ target: "recipe", id: unknownRecipe }),
    ok: 404,
  },
  {
    method: "post",
    path: "/api/admin/moderation/restore",
    body: () => ({ target: "recipe", id: unknownRecipe }),
    ok: 404,
  },
  { method: "get", path: "/api/admin/audit-log" },
  { method: "get", path: "/api/admin/mail-outbox" },
  { method: "get", path: "/api/admin/whatsapp" },
  {
    method: "post",
    path: "/api/admin/whatsapp/reconnect",
    body: () => ({ account: "baileys:5511900000000" }),
    ok: 404,
  },
];

describe("admin routes are enforced on the server", () => {
  it.each(routes)("$method $path: visitor 401, cook 403, premium 403, admin answers", async (route) => {
    const send = (agent: supertest.Agent | ReturnType<typeof supertest>) => {
      const req = agent[route.method](route.path.replace("{user}", someone));
      return route.body ? req.send(route.body()) : req;
    };
    expect((await send(supertest(ctx.app))).status).toBe(401);
    for (const who of ["user", "premium"] as const) {
      const res = await send(agents[who]);
      expect(res.status, who).toBe(403);
      expect(res.body.error).toBe("admin_only");
    }
    // A well-formed request for nothing (an unknown recipe) is the admin's 404, never a refusal.
    expect((await send(agents.admin)).status).toBe(route.ok ?? 200);
  });

  it("GET /metrics answers Prometheus to an admin, and nothing to a cook or a visitor", async () => {
    await supertest(ctx.app).get("/metrics").expect(404);
    await agents.user.get("/metrics").expect(404);
    const res = await agents.admin.get("/metrics").expect(200);
    expect(res.text).toContain("chefzap_http_request_duration_seconds_count");
    expect(res.text).toContain("chefzap_process_cpu_seconds_total");
  });

  it.each([
    ["/api/admin/users?plan=gold", 400],
    ["/api/admin/users?search=a&search=b", 400],
    ["/api/admin/users?sort=password:desc", 400],
    ["/api/admin/users?page=0", 400],
    ["/api/admin/users?page=999999", 200],
    ["/api/admin/users/nao-e-um-id/details", 404],
    ["/api/admin/users/00000000-0000-4000-8000-000000000000/details", 404],
    ["/api/admin/recipes-all?cursor=forjado", 400],
    ["/api/admin/weekly-menus?cursor=WyJhZG1pbi1tZW51cyIsIngiLCJ5Il0", 400],
    ["/api/admin/reports?state=tudo", 400],
    ["/api/admin/audit-log?action=drop", 400],
    ["/api/admin/payments?status=paid", 400],
  ])("GET %s answers %i to an admin, never a 500", async (path, status) => {
    const res = await agents.admin.get(path);
    expect(res.status).toBe(status);
    if (status !== 200) expect(typeof res.body.message).toBe("string");
  });
});
