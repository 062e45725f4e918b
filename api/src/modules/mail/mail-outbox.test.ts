import { NEXT_CURSOR_HEADER, type MailOutboxItem } from "@chefzap/shared";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInAdmin, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const adminAgent = () => signedInAdmin(ctx);

const news = (to: string, name = "Joana") => ({
  to,
  template: "novidades" as const,
  data: { name, siteUrl: ctx.config.publicUrl },
});

describe("mail without SMTP", () => {
  it("keeps the message in the outbox as not_configured and logs one line with no address, subject or body", async () => {
    const before = ctx.logs.length;
    const { id, status } = await ctx.services.mail.send(news("sem.smtp@exemplo.com.br", "Joana Prado"));
    expect(status).toBe("not_configured");

    const lines = ctx.logs.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SMTP not configured");
    expect(lines[0]).toContain(id);
    for (const secret of [
      "sem.smtp@exemplo.com.br",
      "Novidades no ChefZap",
      "Tem novidade",
      "Joana",
      "Prado",
    ])
      expect(lines[0]).not.toContain(secret);
  });
});

describe("GET /api/admin/mail-outbox", () => {
  it("is for admins only: a visitor gets 401, a cook 403", async () => {
    await supertest(ctx.app).get("/api/admin/mail-outbox").expect(401);
    const { agent } = await signedInAgent(ctx.app);
    const res = await agent.get("/api/admin/mail-outbox").expect(403);
    expect(res.body.error).toBe("admin_only");
  });

  it("shows an admin the messages newest first, bodies included, a page at a time", async () => {
    const admin = await adminAgent();
    for (const n of [1, 2, 3]) {
      await ctx.services.mail.send(news(`leitora${n}@exemplo.com.br`, `Leitora ${n}`));
      // Messages written in one tick of the embedded database's clock would tie on time.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }

    const first = await admin.get("/api/admin/mail-outbox?limit=2").expect(200);
    const items = first.body as MailOutboxItem[];
    expect(items.map((m) => m.to)).toEqual(["leitora3@exemplo.com.br", "leitora2@exemplo.com.br"]);
    expect(items[0]).toMatchObject({
      subject: "Novidades no ChefZap",
      template: "novidades",
      status: "not_configured",
      attempts: 0,
      error: null,
      sentAt: null,
    });
    expect(items[0]!.text).toContain("Olá, Leitora 3!");
    expect(items[0]!.html).toContain("Olá, Leitora 3!");

    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const second = await admin.get(`/api/admin/mail-outbox?limit=2&cursor=${cursor}`).expect(200);
    expect((second.body as MailOutboxItem[])[0]!.to).toBe("leitora1@exemplo.com.br");
  });

  it("filters by status and refuses a bad limit or cursor with a 400, not a 500", async () => {
    const admin = await adminAgent();
    const sent = await admin.get("/api/admin/mail-outbox?status=sent").expect(200);
    expect(sent.body).toEqual([]);
    const bad = await admin.get("/api/admin/mail-outbox?limit=1000").expect(400);
    expect(bad.body).toMatchObject({ error: "validation_failed", field: "limit" });
    await admin.get("/api/admin/mail-outbox?cursor=nada").expect(400);
    await admin.get("/api/admin/mail-outbox?status=perdido").expect(400);
  });
});
