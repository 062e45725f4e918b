import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { mailOutboxTable, usersTable } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { registration } from "../../test/context.ts";
import { createTestDatabase } from "../../test/database.ts";
import { createMailService, type MailService, type MailTransport } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const services: MailService[] = [];
afterEach(async () => {
  for (const mail of services.splice(0)) await mail.stop();
});

/** A mail service whose transport accepts everything, so each message ends up sent. */
function deliveringMail(): MailService {
  const transport: MailTransport = { send: async () => {}, close: () => {} };
  const mail = createMailService({
    db: database.db,
    config: { smtp: undefined, from: "ChefZap <nao-responda@chefzap.test>" },
    logger: createLogger("silent"),
    transport,
  });
  services.push(mail);
  return mail;
}

const news = (to: string, userId?: string) => ({
  to,
  userId,
  template: "novidades" as const,
  data: { name: "Joana", siteUrl: "http://chefzap.test" },
});

/** Moves a message's delivery `days` into the past, by the database's clock. */
const sentDaysAgo = (id: string, days: number) =>
  database.db
    .update(mailOutboxTable)
    .set({ sentAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(mailOutboxTable.id, id));

const stillThere = async (ids: string[]) =>
  (await database.db.select({ id: mailOutboxTable.id }).from(mailOutboxTable))
    .map((row) => row.id)
    .filter((id) => ids.includes(id))
    .sort();

describe("outbox pruning", () => {
  it("removes messages delivered over 30 days ago and keeps newer ones and any never delivered", async () => {
    const mail = deliveringMail();
    const [old, recent, justSent] = await Promise.all(
      ["a@exemplo.com.br", "b@exemplo.com.br", "c@exemplo.com.br"].map((to) => mail.send(news(to))),
    );
    await mail.flush();
    await sentDaysAgo(old!.id, 31);
    await sentDaysAgo(recent!.id, 29);
    // Given up long ago: not delivered, so kept for the admins to see why.
    const [failed] = await database.db
      .insert(mailOutboxTable)
      .values({
        toAddress: "d@exemplo.com.br",
        subject: "x",
        text: "x",
        html: "x",
        templateId: "novidades",
        status: "failed",
        createdAt: sql`now() - interval '90 days'`,
      })
      .returning();

    await mail.prune();
    const ids = [old!.id, recent!.id, justSent!.id, failed!.id];
    expect(await stillThere(ids)).toEqual([recent!.id, justSent!.id, failed!.id].sort());
  });

  it("is part of the sender's start, so a restarted api prunes at once", async () => {
    const first = deliveringMail();
    const { id } = await first.send(news("e@exemplo.com.br"));
    await first.flush();
    await sentDaysAgo(id, 45);

    deliveringMail().start();
    await expect.poll(() => stillThere([id])).toEqual([]);
  });
});

describe("an account's messages for its data export", () => {
  it("lists its own messages oldest first, without a reset link's body, and none of anyone else's", async () => {
    const mail = deliveringMail();
    const [mine, theirs] = await database.db
      .insert(usersTable)
      .values(
        [registration(), registration()].map((r) => ({
          email: r.email,
          username: r.username,
          firstName: "Joana",
          name: "Joana Prado",
          passwordHash: "x",
        })),
      )
      .returning({ id: usersTable.id, email: usersTable.email });
    await mail.send(news(mine!.email, mine!.id));
    await mail.send({
      to: mine!.email,
      userId: mine!.id,
      template: "password_reset",
      data: { name: "Joana", link: "http://chefzap.test/redefinir-senha?token=segredo" },
    });
    await mail.send(news(theirs!.email, theirs!.id));
    await mail.flush();

    const messages = await mail.messagesOf(mine!.id);
    expect(messages.map((m) => m.template)).toEqual(["novidades", "password_reset"]);
    expect(messages[0]).toMatchObject({
      to: mine!.email,
      status: "sent",
      text: expect.stringContaining("Joana"),
    });
    expect(messages[0]!.sentAt).toEqual(expect.any(String));
    expect(messages[1]!.text).toBeNull();
    expect(JSON.stringify(messages)).not.toContain("segredo");
    expect(JSON.stringify(messages)).not.toContain(theirs!.email);
  });
});
