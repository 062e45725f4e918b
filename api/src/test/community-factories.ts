import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.ts";
import { recipesTable, usersTable, type NewRecipeRow } from "../db/schema/index.ts";

/**
 * Cooks inserted straight into the table (no password hashing): for tests that need many voters.
 * Their e-mails are unique and easy to look for in answers that must never carry them.
 */
export async function insertCooks(
  db: Db,
  count: number,
  prefix = "cook",
): Promise<Array<{ id: string; email: string }>> {
  const tag = randomUUID().slice(0, 8);
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}.${tag}@exemplo.com.br`,
    username: `${prefix}${i}_${tag}`,
    firstName: `Cozinheira${i}`,
    lastName: "Souza",
    name: `Cozinheira${i} Souza`,
    passwordHash: "not-a-hash",
  }));
  return db.insert(usersTable).values(rows).returning({ id: usersTable.id, email: usersTable.email });
}

/** A written recipe with sensible defaults; `publishedAt` set makes it a community recipe. */
export async function insertRecipe(
  db: Db,
  values: Partial<NewRecipeRow> & { userId: string; title: string },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(recipesTable)
    .values({
      ingredients: ["1 xícara (chá) de arroz", "sal a gosto"],
      instructions: ["Cozinhe o arroz.", "Tempere com sal."],
      source: "user",
      ...values,
    })
    .returning({ id: recipesTable.id });
  return row!;
}
