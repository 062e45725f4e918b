import type { AdminAuditItem, AdminReportedItem, AdminSystemMetrics, MailOutboxItem } from "@chefzap/shared";
import { inArray } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingsTable, reportsTable, usersTable } from "../../db/schema/index.ts";
import { insertCooks, insertRecipe } from "../../test/community-factories.ts";
import { createTestContext, signedInAdmin, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
let admin: supertest.Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAdmin(ctx);
});
afterAll(() => ctx.close());

async function audit(action: string): Promise<AdminAuditItem[]> {
  return (await admin.get(`/api/admin/audit-log?action=${action}`).expect(200)).body as AdminAuditItem[];
}

describe("bulk actions", () => {
  it("resets the free recipes of the selected users only, in one call, and logs who did it", async () => {
    const cooks = await insertCooks(ctx.database.db, 4, "bulk");
    const ids = cooks.map((c) => c.id);
    await ctx.database.db.update(usersTable).set({ freeRecipesUsed: 3 }).where(inArray(usersTable.id, ids));
    const gone = "00000000-0000-4000-8000-000000000001";

    const res = await admin
      .post("/api/admin/bulk-actions")
      .send({ action: "reset-free-recipes", userIds: [ids[0], ids[2], gone] })
      .expect(200);
    expect(res.body.message).toBe("Receitas gratuitas resetadas para 2 usuários.");
    expect(res.body.results).toEqual([
      { userId: ids[0], result: "reset" },
      { userId: ids[2], result: "reset" },
      { userId: gone, result: "not_found" },
    ]);
    const after = await ctx.database.db
      .select({ id: usersTable.id, used: usersTable.freeRecipesUsed })
      .from(usersTable)
      .where(inArray(usersTable.id, ids));
    expect(Object.fromEntries(after.map((u) => [u.id, u.used]))).toEqual({
      [ids[0]!]: 0,
      [ids[1]!]: 3,
      [ids[2]!]: 0,
      [ids[3]!]: 3,
    });
    const [entry] = await audit("bulk-reset-free-recipes");
    expect(entry!.details).toEqual({ userIds: [ids[0], ids[2]] });
    expect(entry!.actorEmail).toMatch(/@exemplo\.com\.br$/);
  });

  it("refuses an empty selection with the panel's message, and send-email without a template", async () => {
    const empty = await admin
      .post("/api/admin/bulk-actions")
      .send({ action: "reset-free-recipes", userIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Selecione ao menos um usuário.");
    const cooks = await insertCooks(ctx.database.db, 1, "notpl");
    const res = await admin
      .post("/api/admin/bulk-actions")
      .send({ action: "send-email", userIds: [cooks[0]!.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Escolha o modelo do e-mail.");
  });

  it("queues one e-mail per selected user through the outbox, with a result for each", async () => {
    const cooks = await insertCooks(ctx.database.db, 2, "mail");
    const res = await admin
      .post("/api/admin/bulk-actions")
      .send({ action: "send-email", userIds: cooks.map((c) => c.id), template: "novidades" })
      .expect(200);
    expect(res.body.message).toBe("E-mail colocado na fila para 2 usuários.");
    expect(res.body.results.map((r: { result: string }) => r.result)).toEqual(["queued", "queued"]);
    const outbox = (await admin.get("/api/admin/mail-outbox?limit=5").expect(200)).body as MailOutboxItem[];
    for (const cook of cooks) {
      const mail = outbox.find((m) => m.to === cook.email);
      expect(mail).toMatchObject({ template: "novidades", subject: "Novidades no ChefZap" });
    }
  });
});

/** Splits the `;` CSV the export writes (quoted cells with doubled quotes, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ";") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe("CSV exports", () => {
  it("exports users as UTF-8 with BOM, accents intact, formulas defused, no password hash", async () => {
    const agent = await signedInAgent(ctx.app, {
      firstName: '=HYPERLINK("http://mal.example")',
      name: "João Conceição",
    });
    const res = await admin
      .get("/api/admin/export/users?search=conceicao")
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text).not.toMatch(/\$argon2|password/i);
    const [header, ...rows] = parseCsv(text);
    expect(header).toContain("Nome completo");
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      ID: agent.user.id,
      "Nome completo": "João Conceição",
      Nome: '\'=HYPERLINK("http://mal.example")',
      Plano: "Gratuito",
      "Total pago (R$)": "0,00",
    });
    const [entry] = await audit("export-users");
    expect(entry!.details).toMatchObject({ filter: { search: "conceicao" } });
  });

  it("exports payments with reais in the pt-BR format", async () => {
    const res = await admin.get("/api/admin/export/payments").expect(200);
    const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ""));
    expect(header).toContain("Valor (R$)");
    expect(rows).toEqual([]);
  });
});

describe("report moderation", () => {
  it("hides a reported recipe from the community and a comment from its thread, and restores them", async () => {
    const [author, reporter] = await insertCooks(ctx.database.db, 2, "mod");
    const recipe = await insertRecipe(ctx.database.db, {
      userId: author!.id,
      title: "Bolo denunciado",
      publishedAt: new Date(),
    });
    const [comment] = await ctx.database.db
      .insert(ratingsTable)
      .values({ recipeId: recipe.id, userId: reporter!.id, rating: 1, comment: "Texto ofensivo" })
      .returning();
    await ctx.database.db.insert(reportsTable).values([
      { reporterId: reporter!.id, recipeId: recipe.id, reason: "spam", details: "Propaganda" },
      { reporterId: author!.id, recipeId: recipe.id, ratingId: comment!.id, reason: "offensive" },
    ]);
    const open = (await admin.get("/api/admin/reports").expect(200)).body as AdminReportedItem[];
    expect(open.map((r) => [r.target, r.id])).toEqual(
      expect.arrayContaining([
        ["recipe", recipe.id],
        ["comment", comment!.id],
      ]),
    );
    const community = async () =>
      (
        (await supertest(ctx.app).get("/api/community-recipes?search=denunciado").expect(200)).body as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    const comments = async () =>
      (
        (await supertest(ctx.app).get(`/api/recipes/${recipe.id}/comments`).expect(200)).body as Array<{
          id: string;
        }>
      ).map((c) => c.id);
    expect(await community()).toEqual([recipe.id]);
    expect(await comments()).toEqual([comment!.id]);

    await admin.post("/api/admin/moderation/hide").send({ target: "recipe", id: recipe.id }).expect(200);
    await admin.post("/api/admin/moderation/hide").send({ target: "comment", id: comment!.id }).expect(200);
    expect(await community()).toEqual([]);
    expect(await comments()).toEqual([]);
    const hidden = (await admin.get("/api/admin/reports?state=hidden").expect(200))
      .body as AdminReportedItem[];
    expect(hidden.map((r) => r.id).sort()).toEqual([recipe.id, comment!.id].sort());
    expect(hidden.find((r) => r.id === recipe.id)).toMatchObject({
      reportCount: 1,
      reasons: [{ reason: "spam", count: 1 }],
      details: ["Propaganda"],
      text: "",
    });

    const restored = await admin
      .post("/api/admin/moderation/restore")
      .send({ target: "recipe", id: recipe.id })
      .expect(200);
    expect(restored.body.message).toBe("Receita visível na comunidade novamente.");
    expect(await community()).toEqual([recipe.id]);
    const log = await audit("hide-content");
    expect(log.map((e) => e.targetId)).toEqual([comment!.id, recipe.id]);
  });
});

describe("system metrics", () => {
  it("are measured: API calls and response time move as requests are made", async () => {
    const read = async () =>
      (await admin.get("/api/admin/system-metrics").expect(200)).body as AdminSystemMetrics;
    const before = await read();
    for (let i = 0; i < 5; i++) await supertest(ctx.app).get("/api/health").expect(200);
    const after = await read();
    // The five health checks and the first read of the metrics themselves.
    expect(after.totalApiCalls - before.totalApiCalls).toBeGreaterThanOrEqual(6);
    expect(after.averageResponseTime).toBeGreaterThan(0);
    expect(after.databaseStatus).toBe("connected");
    expect(after.databaseLatency).toBeGreaterThanOrEqual(0);
    expect(after.serverUptime).toBeGreaterThan(0);
    expect(after.memoryUsage).toBeGreaterThan(0);
    expect(after.memoryUsage).toBeLessThanOrEqual(1);
    expect(after.diskUsage === null || (after.diskUsage > 0 && after.diskUsage <= 1)).toBe(true);
    expect(after.errorRate).toBeGreaterThanOrEqual(0);
  });

  it("serves Prometheus' format to a scraper with the token", async () => {
    const token = "t".repeat(32);
    const withToken = await createTestContext({ METRICS_TOKEN: token }, {}, ctx.database);
    await supertest(withToken.app).get("/metrics").set("Authorization", "Bearer wrong").expect(404);
    const res = await supertest(withToken.app)
      .get("/metrics")
      .set("Authorization", `Bearer ${token}`)
      .expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/chefzap_http_request_duration_seconds_bucket\{.*le="0\.1"/);
    expect(res.text).toContain("chefzap_socket_connections");
  });
});
