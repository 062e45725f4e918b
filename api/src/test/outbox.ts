import { and, desc, eq, sql } from "drizzle-orm";
import { vi } from "vitest";
import type { Db } from "../db/client.ts";
import { mailOutboxTable, type MailOutboxRow } from "../db/schema/index.ts";

/** The mail written to one address, newest first. */
export function mailTo(db: Db, email: string, template?: MailOutboxRow["templateId"]) {
  return db
    .select()
    .from(mailOutboxTable)
    .where(
      and(
        sql`lower(${mailOutboxTable.toAddress}) = ${email.toLowerCase()}`,
        template ? eq(mailOutboxTable.templateId, template) : undefined,
      ),
    )
    .orderBy(desc(mailOutboxTable.createdAt));
}

/** The token of the reset link in a message's text. */
export function tokenIn(text: string): string {
  const match = /\/redefinir-senha\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error("no reset link in the message");
  return match[1]!;
}

/**
 * Waits for the `count`-th reset e-mail to an address (forgot-password answers before writing it) and
 * answers the token of the newest.
 */
export async function resetTokenFor(db: Db, email: string, count = 1): Promise<string> {
  const rows = await vi.waitFor(
    async () => {
      const found = await mailTo(db, email, "password_reset");
      if (found.length < count) throw new Error(`${found.length} of ${count} reset e-mails so far`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
  return tokenIn(rows[0]!.text);
}
