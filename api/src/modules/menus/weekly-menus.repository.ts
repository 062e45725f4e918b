import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { weeklyMenusTable, type NewWeeklyMenuRow, type WeeklyMenuRow } from "../../db/schema/index.ts";

/** Enough for years of weekly planning; the page shows the newest and lists the rest. */
export const MENUS_LISTED = 100;

export function createWeeklyMenusRepository(db: Db) {
  const t = weeklyMenusTable;
  return {
    async insert(values: NewWeeklyMenuRow): Promise<WeeklyMenuRow> {
      const [row] = await db.insert(t).values(values).returning();
      return row!;
    },

    listByUser(userId: string, limit = MENUS_LISTED): Promise<WeeklyMenuRow[]> {
      return db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
    },

    async findOwned(id: string, userId: string): Promise<WeeklyMenuRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)));
      return row;
    },

    /**
     * Sets one item's flag inside the list in a single UPDATE: the row is locked while the element is
     * written and the next tick applies to what this one wrote, so ticks from two tabs never undo each
     * other (a read-modify-write of the whole list would). Undefined when the menu is not the user's or
     * the item does not exist.
     */
    async setChecked(
      id: string,
      userId: string,
      at: { categoryIndex: number; itemIndex: number },
      checked: boolean,
    ): Promise<WeeklyMenuRow | undefined> {
      const path = sql`array[${String(at.categoryIndex)}, 'items', ${String(at.itemIndex)}]::text[]`;
      const [row] = await db
        .update(t)
        .set({
          shoppingList: sql`jsonb_set(${t.shoppingList}, ${path} || '{checked}'::text[], to_jsonb(${checked}::boolean))`,
        })
        .where(
          and(eq(t.id, id), eq(t.userId, userId), sql`jsonb_typeof(${t.shoppingList} #> ${path}) = 'object'`),
        )
        .returning();
      return row;
    },
  };
}
