import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";
import { usersTable } from "./schema/index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("database", () => {
  it("applies the committed migrations", async () => {
    const rows = await database.db.select({ n: count() }).from(usersTable);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("refuses two accounts whose e-mails differ only in case", async () => {
    const base = { username: "a", firstName: "A", name: "A", passwordHash: "x" };
    await database.db.insert(usersTable).values({ ...base, email: "ana@x.com" });
    await expect(
      database.db.insert(usersTable).values({ ...base, username: "b", email: "ANA@x.com" }),
    ).rejects.toThrow();
  });
});
