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

const GENERATED = sql.raw(`('llm', 'offline')`);
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

/** Case and accents ignored; `%` and `_` typed by the admin are matched as themselves. */
function searchMatch(search: string): SQL {
  const pattern = containing(search);
  const field = (column: string) =>
    sql`immutable_unaccent(${sql.raw(column)}) ilike immutable_unaccent(${pattern})`;
  return sql`(${field("users.name")} or ${field("users.email")} or ${field("users.username")})`;
}

export function usersWhere(filter: UsersFilter, now: Date): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.search) parts.push(searchMatch(filter.search));
  if (filter.plan) parts.push(sql`${effectivePlan(now)} = ${filter.plan}`);
  if (filter.status === "active") parts.push(isActive(now));
  if (filter.status === "inactive") parts.push(sql`not ${isActive(now)}`);
  return sql.join(parts, sql` and `);
}

const totalPaid = sql`coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p where p.user_id = users.id and p.status in ('paid', 'refunded')), 0)`;
const generatedCount = sql`(select count(*) from recipes r where r.user_id = users.id and r.source in ${GENERATED})`;

const SORTS: Record<AdminUserSort, SQL> = {
  "createdAt:desc": sql`users.created_at desc, users.id desc`,
  "createdAt:asc": sql`users.created_at asc, users.id asc`,
  "lastLoginAt:desc": sql`users.last_login_at desc nulls last, users.id desc`,
  "name:asc": sql`lower(users.name) asc, users.id asc`,
  "email:asc": sql`lower(users.email) asc, users.id asc`,
  "recipesGenerated:desc": sql`${generatedCount} desc, users.id desc`,
  "totalPaid:desc": sql`${totalPaid} desc, users.id desc`,
};

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
    ${generatedCount}::int as "recipesGenerated",
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
      const offset = (query.page - 1) * query.pageSize;
      const [found, count] = await Promise.all([
        rows<Row>(
          db,
          sql`select ${userColumns(now)} from users where ${where} order by ${SORTS[query.sort]} limit ${query.pageSize} offset ${offset}`,
        ),
        one<{ total: number }>(db, sql`select count(*)::int as total from users where ${where}`),
      ]);
      return { users: found.map(toUser), total: count.total };
    },

    async byId(id: string, now: Date): Promise<AdminUserComplete | undefined> {
      const [row] = await rows<Row>(db, sql`select ${userColumns(now)} from users where users.id = ${id}`);
      return row && toUser(row);
    },

    /** Rows for the CSV, `size` at a time in the page's order, so a large export never sits in memory. */
    async *stream(filter: UsersFilter & { sort: AdminUserSort }, now: Date, size = 1000) {
      const where = usersWhere(filter, now);
      for (let offset = 0; ; offset += size) {
        const batch = await rows<Row>(
          db,
          sql`select ${userColumns(now)} from users where ${where} order by ${SORTS[filter.sort]} limit ${size} offset ${offset}`,
        );
        yield batch.map(toUser);
        if (batch.length < size) return;
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
