import type { AdminReportedItem, AdminReportsQuery, ModerationTarget } from "@chefzap/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { afterKey, keyText, type KeyPart, type Keyset } from "../../db/keyset.ts";
import { at, iso, rows } from "./admin-sql.ts";
import { paged, type Paged } from "./admin-content.repository.ts";

export const reportsKey: KeyPart[] = [
  { expr: sql`t.last`, type: "timestamptz" },
  { expr: sql`t.id`, type: "uuid" },
];

const STATES: Record<AdminReportsQuery["state"], SQL> = {
  open: sql`coalesce(c.hidden_at, r.hidden_at) is null`,
  hidden: sql`coalesce(c.hidden_at, r.hidden_at) is not null`,
  all: sql`true`,
};

export function createAdminModerationRepository(db: Db) {
  return {
    /** Reported recipes and comments, one row per thing reported, the most recently reported first. */
    async reported(options: {
      state: AdminReportsQuery["state"];
      limit: number;
      after?: Keyset;
    }): Promise<Paged<AdminReportedItem>> {
      const after = options.after ? afterKey(reportsKey, options.after, "desc") : sql`true`;
      const found = await rows<AdminReportedItem & { key: Keyset }>(
        db,
        sql`with t as (
            select case when rating_id is null then 'recipe' else 'comment' end as target,
              coalesce(rating_id, recipe_id) as id, recipe_id, count(*)::int as n, max(created_at) as last
            from reports group by 1, 2, 3)
          select t.target, t.id, t.recipe_id as "recipeId", r.title as "recipeTitle",
            case t.target when 'recipe' then coalesce(r.description, '') else coalesce(c.comment, '') end as text,
            json_build_object('id', a.id, 'name', a.name, 'email', a.email) as author,
            t.n as "reportCount",
            (select json_agg(json_build_object('reason', q.reason, 'count', q.n) order by q.n desc, q.reason)
              from (select reason, count(*)::int as n from reports x
                    where x.recipe_id = t.recipe_id and x.rating_id is not distinct from c.id group by reason) q) as reasons,
            array(select x.details from reports x
                  where x.recipe_id = t.recipe_id and x.rating_id is not distinct from c.id and x.details is not null
                  order by x.created_at desc limit 5) as details,
            ${iso(sql`t.last`)} as "lastReportedAt", ${iso(sql`coalesce(c.hidden_at, r.hidden_at)`)} as "hiddenAt",
            array[${sql.join(reportsKey.map(keyText), sql`, `)}] as key
          from t join recipes r on r.id = t.recipe_id
          left join ratings c on t.target = 'comment' and c.id = t.id
          join users a on a.id = case t.target when 'recipe' then r.user_id else c.user_id end
          where ${STATES[options.state]} and ${after}
          order by t.last desc, t.id desc limit ${options.limit + 1}`,
      );
      return paged(found, options.limit);
    },

    /** Sets or clears the flag; false when there is no such recipe or comment. */
    async setHidden(target: ModerationTarget, id: string, hidden: boolean, now: Date): Promise<boolean> {
      const table = sql.raw(target === "recipe" ? "recipes" : "ratings");
      // Hiding twice keeps the first moment: the log says when it really left the community.
      const value = hidden ? sql`coalesce(hidden_at, ${at(now)})` : sql`null`;
      const found = await rows<{ id: string }>(
        db,
        sql`update ${table} set hidden_at = ${value} where id = ${id} returning id`,
      );
      return found.length > 0;
    },
  };
}
