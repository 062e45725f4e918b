import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { mailOutboxTable } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { createTestContext, registration } from "../../test/context.ts";
import { createTestDatabase } from "../../test/database.ts";
import { mailTo, tokenIn } from "../../test/outbox.ts";
import { startSmtpStandIn, type SmtpStandIn } from "../../test/smtp-stand-in.ts";
import { createMailService, type MailService } from "./index.ts";

const FROM = "ChefZap <nao-responda@chefzap.test>";
const TO = "ana.souza@exemplo.com.br";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const open: Array<{ mail: MailService; server: SmtpStandIn }> = [];
afterEach(async () => {
  for (const { mail, server } of open.splice(0)) {
    await mail.stop();
    await server.close();
  }
});

/** A mail service on SMTP to a stand-in server, with its log lines and 20 ms between tries. */
async function smtpMail(reject?: { code: number; message: string }) {
  const server = await startSmtpStandIn({ reject });
  const logs: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  const mail = createMailService({
    db: database.db,
    config: { smtp: { host: "127.0.0.1", port: server.port, secure: false, auth: undefined }, from: FROM },
    logger: createLogger("info", sink),
    retry: { maxAttempts: 3, retryDelayMs: () => 20 },
  });
  open.push({ mail, server });
  return { mail, server, logs };
}

const row = async (id: string) =>
  (await database.db.select().from(mailOutboxTable).where(eq(mailOutboxTable.id, id)))[0]!;

const resetMail = {
  to: TO,
  template: "password_reset" as const,
  data: { name: "Ana <b>Souza</b>", link: "http://localhost:3000/redefinir-senha?token=abc" },
};

describe("mail over SMTP", () => {
  it("delivers a queued message: it arrives with the link, and the outbox says sent", async () => {
    const { mail, server } = await smtpMail();
    const { id, status } = await mail.send(resetMail);
    expect(status).toBe("queued");
    await mail.flush();

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message!.to).toEqual([TO]);
    expect(message!.from).toBe("nao-responda@chefzap.test");
    expect(message!.decoded).toContain("Subject: =?UTF-8?Q?Redefini");
    expect(message!.decoded).toContain("http://localhost:3000/redefinir-senha?token=abc");
    expect(message!.decoded).toContain("Olá, Ana &lt;b&gt;Souza&lt;/b&gt;!");
    expect(message!.raw).toMatch(/Content-Type: text\/plain/);
    expect(message!.raw).toMatch(/Content-Type: text\/html/);
    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      error: null,
      sentAt: expect.any(Date),
    });
  });

  it("retries a server that answers 'try later', then records the failure with its attempts", async () => {
    const { mail, server, logs } = await smtpMail({
      code: 451,
      message: "Caixa temporariamente indisponível",
    });
    const { id } = await mail.send(resetMail);
    await vi.waitFor(async () => expect((await row(id)).status).toBe("failed"), { timeout: 5000 });

    const failed = await row(id);
    expect(failed).toMatchObject({ attempts: 3, sentAt: null });
    expect(failed.error).toContain("Caixa temporariamente indisponível");
    expect(server.attempts()).toBe(3);
    expect(logs.filter((line) => line.includes("e-mail not delivered"))).toHaveLength(3);
    expect(logs.join("\n")).toContain('"responseCode":451');
    expect(logs.join("\n")).not.toContain(TO);
  });

  it("gives up at once on a permanent refusal (5xx): another try would get the same answer", async () => {
    const { mail, server } = await smtpMail({ code: 550, message: "Mailbox unavailable" });
    const { id } = await mail.send(resetMail);
    await mail.flush();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(server.attempts()).toBe(1);
  });
});

describe("account recovery over SMTP", () => {
  it("mails the reset link to the cook, the link works, and the 'senha alterada' notice follows", async () => {
    const server = await startSmtpStandIn();
    const ctx = await createTestContext({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(server.port),
      SMTP_SECURE: "false",
      MAIL_FROM: FROM,
    });
    try {
      const payload = registration();
      await supertest(ctx.app).post("/api/register").send(payload).expect(201);
      await supertest(ctx.app).post("/api/auth/forgot-password").send({ email: payload.email }).expect(202);

      await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5000 });
      const link = `${ctx.config.publicUrl}/redefinir-senha?token=`;
      expect(server.received[0]!.to).toEqual([payload.email]);
      expect(server.received[0]!.decoded).toContain(link);
      const token = tokenIn(server.received[0]!.decoded);

      await supertest(ctx.app)
        .post("/api/auth/reset-password")
        .send({ token, password: "moqueca456" })
        .expect(204);
      await vi.waitFor(() => expect(server.received).toHaveLength(2), { timeout: 5000 });
      expect(server.received[1]!.decoded).toContain("Subject: Sua senha do ChefZap foi alterada");

      const sent = await mailTo(ctx.database.db, payload.email);
      expect(sent.map((m) => [m.templateId, m.status])).toEqual([
        ["password_changed", "sent"],
        ["password_reset", "sent"],
      ]);
    } finally {
      await ctx.services.mail.stop();
      await ctx.close();
      await server.close();
    }
  });
});
