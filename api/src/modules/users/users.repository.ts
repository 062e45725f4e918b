import { desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usersTable, whatsappLinksTable, type NewUserRow, type UserRow } from "../../db/schema/index.ts";
import { userWithEffectivePlan } from "../entitlements/index.ts";

/** Every user read answers the plan in force now, never the stored one (see effectivePlan). */
export function createUsersRepository(db: Db, now: () => Date) {
  async function findOne(where: SQL): Promise<UserRow | undefined> {
    const [row] = await db.select(userWithEffectivePlan(now())).from(usersTable).where(where);
    return row;
  }

  return {
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(usersTable).values(values).returning(userWithEffectivePlan(now()));
      return row!;
    },
    findById: (id: string) => findOne(eq(usersTable.id, id)),
    /** The account a WhatsApp number is linked to, in one query. */
    findByWhatsapp: (phone: string) =>
      findOne(
        inArray(
          usersTable.id,
          db
            .select({ id: whatsappLinksTable.userId })
            .from(whatsappLinksTable)
            .where(eq(whatsappLinksTable.phone, phone)),
        ),
      ),
    findByEmail: (email: string) => findOne(sql`lower(${usersTable.email}) = ${email.toLowerCase()}`),
    findByUsername: (username: string) =>
      findOne(sql`lower(${usersTable.username}) = ${username.toLowerCase()}`),
    async usernameExists(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(sql`lower(${usersTable.username}) = ${username.toLowerCase()}`);
      return rows.length > 0;
    },
    async touchLogin(id: string): Promise<void> {
      await db.update(usersTable).set({ lastLoginAt: new Date() }).where(eq(usersTable.id, id));
    },
    async update(
      id: string,
      values: Partial<Pick<UserRow, "role" | "plan" | "premiumUntil">>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(usersTable)
        .set(values)
        .where(eq(usersTable.id, id))
        .returning(userWithEffectivePlan(now()));
      return row;
    },
    async promoteEmails(emails: string[]): Promise<number> {
      if (emails.length === 0) return 0;
      const rows = await db
        .update(usersTable)
        .set({ role: "admin" })
        .where(sql`lower(${usersTable.email}) in ${emails}`)
        .returning({ id: usersTable.id });
      return rows.length;
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(usersTable).where(eq(usersTable.id, id)).returning({ id: usersTable.id });
      return rows.length > 0;
    },
    async list(limit: number): Promise<UserRow[]> {
      return db
        .select(userWithEffectivePlan(now()))
        .from(usersTable)
        .orderBy(desc(usersTable.createdAt))
        .limit(limit);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
