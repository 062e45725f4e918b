import {
  ADMIN_ACTIVE_DAYS,
  type AdminUserComplete,
  type AdminUserSort,
  type AdminUsersQuery,
} from "@chefzap/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { effectivePlan } from "../entitlements/index.ts";
import { at, containing, iso, one, rows } from "./admin-sql.ts";

export type UsersFilter = Pick<AdminUsersQuery, "search" | "plan" | "status">;

/** A subscription that bills again: its period end is the next charge. */
const RENEWING = sql.raw(`('active', 'trialing', 'past_due')`);

function activeSince(now: Date): SQL {
  return at(new Date(now.getTime() - ADMIN_ACTIVE_DAYS * 24 * 60 * 60 * 1000));
}

/** Signed in, or used a session, within ADMIN_ACTIVE_DAYS. */
function isActive(now: Date): SQL {
  const since = activeSince(now);
  return sql`(users.last_login_at >= ${since} or exists (select 1 from sessions s where s.user_id = users.id and s.last_seen_at >= ${since}))`;
}

/** Case and accents ignored; one expression over the three fields, as users_admin_search_idx indexes it. */
function searchMatch(search: string): SQL {
  return sql`immutable_unaccent(users.name || ' ' || users.email || ' ' || users.username) ilike immutable_unaccent(${containing(search)})`;
}

export function usersWhere(filter: UsersFilter, now: Date): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.search) parts.push(searchMatch(filter.search));
  if (filter.plan) parts.push(sql`${effectivePlan(now)} = ${filter.plan}`);
  // Only a stored premium plan can be in force: users_plan_last_login_idx then finds the few premium rows.
  if (filter.plan === "premium") parts.push(sql`users.plan = 'premium'`);
  if (filter.status === "active") parts.push(isActive(now));
  if (filter.status === "inactive") parts.push(sql`not ${isActive(now)}`);
  return sql.join(parts, sql` and `);
}

const totalPaid = sql`coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p where p.user_id = users.id and p.status in ('paid', 'refunded')), 0)`;

/**
 * Sorts on the user's own columns: the page's ids come straight from users. recipesGenerated is a counter
 * kept on users by triggers on recipes, so its sort walks users_recipes_generated_idx.
 */
const COLUMN_SORTS: Partial<Record<AdminUserSort, SQL>> = {
  "createdAt:desc": sql`users.created_at desc, users.id desc`,
  "createdAt:asc": sql`users.created_at asc, users.id asc`,
  "lastLoginAt:desc": sql`users.last_login_at desc nulls last, users.id desc`,
  "name:asc": sql`lower(users.name) asc, users.id asc`,
  "email:asc": sql`lower(users.email) asc, users.id asc`,
  "recipesGenerated:desc": sql`users.recipes_generated desc nulls last, users.id desc nulls last`,
};

/**
 * Sorts on sums: one grouped pass over payments joined to users, which PostgreSQL hashes, instead of a
 * sum per user.
 */
const SUM_SORTS: Partial<Record<AdminUserSort, { from: SQL; column: string }>> = {
  "totalPaid:desc": {
    from: sql`(select user_id, sum(amount_cents - refunded_cents) as n from payments where status in ('paid', 'refunded') group by user_id)`,
    column: "totalPaid",
  },
};

/** The ids of one page, and how to order the page's full rows the same way. */
function pageIds(query: AdminUsersQuery, where: SQL): { ids: SQL; order: SQL } {
  const offset = (query.page - 1) * query.pageSize;
  const bySum = SUM_SORTS[query.sort];
  if (!bySum)
    return {
      ids: sql`select users.id from users where ${where} order by ${COLUMN_SORTS[query.sort]!} limit ${query.pageSize} offset ${offset}`,
      order: COLUMN_SORTS[query.sort]!,
    };
  return {
    ids: sql`select users.id from users left join ${bySum.from} g on g.user_id = users.id where ${where}
      order by coalesce(g.n, 0) desc, users.id desc limit ${query.pageSize} offset ${offset}`,
    order: sql`${sql.identifier(bySum.column)} desc, id desc`,
  };
}

/** Every column of the admin's user row; the per-user sums run only for the rows of the page. */
function userColumns(now: Date): SQL {
  return sql`users.id, users.email, users.username, users.first_name as "firstName",
    users.last_name as "lastName", users.name, users.whatsapp, users.role,
    ${iso(sql`users.created_at`)} as "createdAt", ${iso(sql`users.last_login_at`)} as "lastLoginAt",
    users.free_recipes_used as "freeRecipesCount", ${totalPaid}::float8 as "totalPaid",
    ${iso(sql`(select max(s.current_period_end) from subscriptions s where s.user_id = users.id and s.state in ${RENEWING} and not s.cancel_at_period_end)`)} as "nextBillingDate",
    (select p.method from payments p where p.user_id = users.id and p.status = 'paid' order by p.paid_at desc nulls last limit 1) as "paymentMethod",
    case when ${isActive(now)} then 'active' else 'inactive' end as status,
    ${effectivePlan(now)} as plan,
    users.recipes_generated as "recipesGenerated",
    (select count(*) from recipes r where r.user_id = users.id and r.source = 'user')::int as "recipesWritten",
    (select count(*) from recipes r where r.user_id = users.id and r.published_at is not null)::int as "recipesPublished",
    (select count(*) from weekly_menus w where w.user_id = users.id)::int as "weeklyMenus",
    coalesce((select s.state from subscriptions s where s.user_id = users.id order by s.created_at desc limit 1), 'none') as "subscriptionState"`;
}

type Row = Omit<AdminUserComplete, "totalPaid"> & { totalPaid: number | string };
const toUser = (row: Row): AdminUserComplete => ({ ...row, totalPaid: Number(row.totalPaid) });

export function createAdminUsersRepository(db: Db) {
  return {
    async page(query: AdminUsersQuery, now: Date): Promise<{ users: AdminUserComplete[]; total: number }> {
      const where = usersWhere(query, now);
      // The page's ids first, from users alone: the per-user sums then run for those rows only, not for
      // every row an OFFSET skips.
      const { ids, order } = pageIds(query, where);
      const [found, count] = await Promise.all([
        rows<Row>(
          db,
          sql`select ${userColumns(now)} from users where users.id in (${ids}) order by ${order}`,
        ),
        one<{ total: number }>(db, sql`select count(*)::int as total from users where ${where}`),
      ]);
      return { users: found.map(toUser), total: count.total };
    },

    async byId(id: string, now: Date): Promise<AdminUserComplete | undefined> {
      const [row] = await rows<Row>(db, sql`select ${userColumns(now)} from users where users.id = ${id}`);
      return row && toUser(row);
    },

    /**
     * Every matching user for the CSV, newest sign-up first, `size` rows a query after the last one's
     * key: memory stays flat and each query costs the same however deep the export goes.
     */
    async *stream(filter: UsersFilter, now: Date, size = 1000) {
      const where = usersWhere(filter, now);
      let after: SQL = sql`true`;
      for (;;) {
        const batch = await rows<Row & { key: [string, string] }>(
          db,
          sql`select ${userColumns(now)}, array[users.created_at::text, users.id::text] as key
            from users where ${where} and ${after}
            order by users.created_at desc, users.id desc limit ${size}`,
        );
        yield batch.map(({ key: _key, ...row }) => toUser(row));
        if (batch.length < size) return;
        const [createdAt, id] = batch.at(-1)!.key;
        after = sql`(users.created_at, users.id) < (${createdAt}::timestamptz, ${id}::uuid)`;
      }
    },

    /** Stars × 10 over the user's recipes with votes, weighted by votes. */
    async averageRating(userId: string): Promise<number | null> {
      const row = await one<{ avg: number | null }>(
        db,
        sql`select case when sum(rating_count) = 0 then null else (sum(rating_sum) * 10.0 / sum(rating_count))::float8 end as avg from recipes where user_id = ${userId}`,
      );
      return row.avg === null ? null : Math.round(row.avg * 10) / 10;
    },

    async openSessions(userId: string, now: Date): Promise<number> {
      const row = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from sessions where user_id = ${userId} and expires_at > ${at(now)}`,
      );
      return row.n;
    },

    /** One UPDATE for the whole selection; answers the ids that exist (and were reset). */
    async resetFreeRecipes(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await rows<{ id: string }>(
        db,
        sql`update users set free_recipes_used = 0 where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) returning id`,
      );
      return found.map((r) => r.id);
    },

    async contacts(ids: readonly string[]): Promise<Array<{ id: string; email: string; firstName: string }>> {
      if (ids.length === 0) return [];
      return rows(
        db,
        sql`select id, email, first_name as "firstName" from users where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
