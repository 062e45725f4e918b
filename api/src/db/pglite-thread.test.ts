import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";
import { conversationsTable, inboundMessagesTable } from "./schema/index.ts";

// The app's own folder runs PGlite on a thread of its own; these are what the services rely on.
describe("the embedded database on its own thread", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chefzap-thread-"));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const conversation = (key: string) =>
    database.db
      .insert(conversationsTable)
      .values({ channel: "whatsapp", account: "thread", key })
      .returning()
      .then((rows) => rows[0]!);

  it("stores and reads back dates, JSON and bytes as the driver gives them", async () => {
    const { id } = await conversation("5511900000001");
    const photo = new Uint8Array([0, 1, 2, 250, 255]);
    const receivedAt = new Date("2026-12-02T10:00:00.000Z");
    await database.db.insert(inboundMessagesTable).values({
      conversationId: id,
      channel: "whatsapp",
      account: "thread",
      messageId: "wamid.1",
      text: "tenho frango",
      mediaKind: "image",
      mediaType: "image/jpeg",
      media: photo,
      receivedAt,
    });
    await database.db
      .update(conversationsTable)
      .set({ state: { lastRecipeId: "r1", history: [{ role: "user", text: "oi" }] } })
      .where(eq(conversationsTable.id, id));
    const [message] = await database.db
      .select()
      .from(inboundMessagesTable)
      .where(eq(inboundMessagesTable.conversationId, id));
    expect(message!.receivedAt).toEqual(receivedAt);
    expect(Buffer.from(message!.media!)).toEqual(Buffer.from(photo));
    const [row] = await database.db.select().from(conversationsTable).where(eq(conversationsTable.id, id));
    expect(row!.state).toEqual({ lastRecipeId: "r1", history: [{ role: "user", text: "oi" }] });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("keeps a transaction's writes only when it ends well", async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx
        .insert(conversationsTable)
        .values({ channel: "whatsapp", account: "thread", key: "rolled-back" });
      throw new Error("the turn failed");
    });
    await expect(failing).rejects.toThrow("the turn failed");
    await database.db.transaction(async (tx) => {
      await tx.insert(conversationsTable).values({ channel: "whatsapp", account: "thread", key: "kept" });
    });
    const keys = await database.db.select({ key: conversationsTable.key }).from(conversationsTable);
    expect(keys.map((k) => k.key)).toContain("kept");
    expect(keys.map((k) => k.key)).not.toContain("rolled-back");
  });

  it("rolls back to a savepoint and goes on after a statement failed inside a transaction", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(conversationsTable).values({ channel: "whatsapp", account: "thread", key: "outer" });
      const inner = tx.transaction(async (nested) => {
        await nested
          .insert(conversationsTable)
          .values({ channel: "whatsapp", account: "thread", key: "outer" });
      });
      expect(isUniqueViolation(await inner.catch((e: unknown) => e))).toBe(true);
      await tx.insert(conversationsTable).values({ channel: "whatsapp", account: "thread", key: "after" });
    });
    const keys = await database.db.select({ key: conversationsTable.key }).from(conversationsTable);
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(["outer", "after"]));
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(conversationsTable).values({ channel: "whatsapp", account: "thread", key: "after" });
    });
    expect(isUniqueViolation(await failed.catch((e: unknown) => e))).toBe(true);
    expect((await database.db.select({ n: count() }).from(conversationsTable))[0]!.n).toBe(keys.length);
  });

  it("lets a statement from outside wait for an open transaction instead of reading half of it", async () => {
    let outside: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(conversationsTable).values({ channel: "web", account: "thread", key: "a" });
      outside = database.db
        .select({ n: count() })
        .from(conversationsTable)
        .where(eq(conversationsTable.channel, "web"))
        .then((rows) => rows[0]!.n);
      await tx.insert(conversationsTable).values({ channel: "web", account: "thread", key: "b" });
    });
    expect(await outside).toBe(2);
  });

  it("reports the driver's error codes, so a duplicate is told from a failure", async () => {
    await conversation("5511900000009");
    const error = await conversation("5511900000009").catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("answers statements it prepared before, more texts than it keeps prepared, and after a bad one", async () => {
    const rows = async (text: string) =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> })
        .rows;
    const number = async (i: number) => (await rows(`select ${i}::int + 1 as n`))[0]!.n;
    for (let i = 0; i < 600; i += 1) expect(await number(i)).toBe(i + 1);
    await expect(database.db.execute(sql.raw("select from nowhere where"))).rejects.toThrow();
    expect(await number(0)).toBe(1);
    // A column added after a text was prepared is read by the same text run again.
    const read = async () => (await rows("select * from thread_probe"))[0];
    await database.db.execute(sql.raw("create table thread_probe (a int)"));
    await database.db.execute(sql.raw("insert into thread_probe values (1)"));
    expect(await read()).toEqual({ a: 1 });
    await database.db.execute(sql.raw("alter table thread_probe add column b int default 2"));
    expect(await read()).toEqual({ a: 1, b: 2 });
  });

  // Last: it closes the database the others use.
  it("says the database is away once it is closed, as PGlite does", async () => {
    await database.close();
    const error = await database.ping().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
