import type { AdminRecipe, AdminWeeklyMenu } from "@chefzap/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { afterKey, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";
import { at, containing, iso, localDay, rows } from "./admin-sql.ts";

export const recipesKey: KeyPart[] = [
  { expr: sql`r.created_at`, type: "timestamptz" },
  { expr: sql`r.id`, type: "uuid" },
];
export const menusKey: KeyPart[] = [
  { expr: sql`w.created_at`, type: "timestamptz" },
  { expr: sql`w.id`, type: "uuid" },
];

const keyOf = (parts: KeyPart[]) => sql`array[${sql.join(parts.map(keyText), sql`, `)}] as key`;

export interface Paged<T> {
  items: T[];
  /** The last row's key when another page follows. */
  next?: Keyset;
}

export function paged<T>(found: Array<T & { key: Keyset }>, limit: number): Paged<T> {
  const more = found.length > limit;
  const page = found.slice(0, limit);
  const items = page.map(({ key: _key, ...item }) => item as unknown as T);
  return { items, next: more ? page.at(-1)!.key : undefined };
}

export function createAdminContentRepository(db: Db) {
  return {
    async recipes(options: { search?: string; limit: number; after?: Keyset }): Promise<Paged<AdminRecipe>> {
      const where: SQL[] = [sql`true`];
      if (options.after) where.push(afterKey(recipesKey, options.after, "desc"));
      if (options.search) {
        const pattern = containing(options.search);
        where.push(sql`immutable_unaccent(r.title) ilike immutable_unaccent(${pattern})`);
      }
      const found = await rows<AdminRecipe & { key: Keyset }>(
        db,
        sql`select r.id, r.title, json_build_object('id', u.id, 'name', u.name, 'email', u.email) as user,
          r.source, r.published_at is not null as published, r.hidden_at is not null as hidden,
          ${iso(sql`r.created_at`)} as "createdAt", ${keyOf(recipesKey)}
        from recipes r join users u on u.id = r.user_id
        where ${sql.join(where, sql` and `)}
        order by r.created_at desc nulls last, r.id desc nulls last limit ${options.limit + 1}`,
      );
      return paged(found, options.limit);
    },

    /** active while the week has not ended: its Monday plus six days is today or later (local days). */
    async weeklyMenus(
      options: { limit: number; after?: Keyset },
      now: Date,
    ): Promise<Paged<AdminWeeklyMenu>> {
      const after = options.after ? afterKey(menusKey, options.after, "desc") : sql`true`;
      const found = await rows<AdminWeeklyMenu & { key: Keyset }>(
        db,
        sql`select w.id, json_build_object('id', u.id, 'name', u.name, 'email', u.email) as user,
          to_char(w.week_start, 'YYYY-MM-DD') as "weekStart", w.form ->> 'objetivo' as objective,
          case when w.week_start + 6 >= ${localDay(at(now))} then 'active' else 'inactive' end as status,
          ${iso(sql`w.created_at`)} as "createdAt", ${keyOf(menusKey)}
        from weekly_menus w join users u on u.id = w.user_id
        where ${after}
        order by w.created_at desc, w.id desc limit ${options.limit + 1}`,
      );
      return paged(found, options.limit);
    },
  };
}

export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
