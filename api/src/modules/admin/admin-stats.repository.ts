import { ADMIN_SERIES_DAYS } from "@chefzap/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { effectivePlan } from "../entitlements/index.ts";
import { at, lastDays, localDay, localStart, one, rows } from "./admin-sql.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => at(new Date(now.getTime() - days * DAY_MS));
const GENERATED = sql.raw(`('llm', 'offline')`);

/** Numbers from the database come back as text (bigint) or numbers depending on the driver. */
const num = (value: unknown): number => Number(value ?? 0);

export function createAdminStatsRepository(db: Db) {
  return {
    /** One pass over recipes for every total the panels show. */
    async recipeTotals(now: Date) {
      const row = await one<Record<string, unknown>>(
        db,
        sql`select count(*) as total,
          count(*) filter (where source in ${GENERATED}) as generated,
          count(*) filter (where source = 'user') as written,
          count(*) filter (where published_at is not null) as published,
          count(*) filter (where created_at >= ${ago(now, 7)}) as last7,
          coalesce(sum(rating_sum), 0) as "ratingSum", coalesce(sum(rating_count), 0) as "ratingCount"
        from recipes`,
      );
      return {
        total: num(row.total),
        generated: num(row.generated),
        written: num(row.written),
        published: num(row.published),
        last7: num(row.last7),
        ratingSum: num(row.ratingSum),
        ratingCount: num(row.ratingCount),
      };
    },

    async userTotals(now: Date) {
      const row = await one<Record<string, unknown>>(
        db,
        sql`select count(*) as total,
          count(*) filter (where ${effectivePlan(now)} = 'free') as free,
          count(*) filter (where created_at >= ${localStart("day", now)}) as today,
          count(*) filter (where created_at >= ${localStart("week", now)}) as week,
          count(*) filter (where created_at >= ${localStart("month", now)}) as month,
          count(*) filter (where created_at >= ${ago(now, 7)}) as last7,
          count(*) filter (where exists (select 1 from payments p where p.user_id = users.id and p.paid_at is not null)) as paying
        from users`,
      );
      return {
        total: num(row.total),
        free: num(row.free),
        today: num(row.today),
        week: num(row.week),
        month: num(row.month),
        last7: num(row.last7),
        paying: num(row.paying),
      };
    },

    /**
     * Money in centavos. revenue: paid charges minus refunds, all time; last30: the same for charges paid
     * in the last 30 days. mrr: the monthly amount of subscriptions that are being paid (active, or
     * past_due while in grace), a yearly one counting 1/12; trialing ones pay nothing yet.
     */
    async revenue(now: Date) {
      const row = await one<Record<string, unknown>>(
        db,
        sql`select
          (select coalesce(sum(amount_cents - refunded_cents), 0) from payments where paid_at is not null) as revenue,
          (select coalesce(sum(amount_cents - refunded_cents), 0) from payments where paid_at >= ${ago(now, 30)} and paid_at <= ${at(now)}) as last30,
          (select coalesce(sum(case interval when 'year' then amount_cents / 12.0 else amount_cents end), 0)
             from subscriptions where state in ('active', 'past_due')) as mrr,
          (select count(distinct user_id) from subscriptions where state in ('active', 'trialing', 'past_due')) as active`,
      );
      return {
        revenue: num(row.revenue),
        last30: num(row.last30),
        mrr: Math.round(num(row.mrr)),
        activeSubscriptions: num(row.active),
      };
    },

    /**
     * Churn over the last 30 days: of the subscriptions already running when the window opened (created
     * before it, not ended before it, not stuck incomplete), the share that ended (canceled or unpaid)
     * inside it. Subscriptions started inside the window are in neither count.
     */
    async churn(now: Date): Promise<{ atStart: number; ended: number }> {
      const start = ago(now, 30);
      const row = await one<Record<string, unknown>>(
        db,
        sql`select count(*) as "atStart",
          count(*) filter (where state in ('canceled', 'unpaid') and canceled_at >= ${start} and canceled_at <= ${at(now)}) as ended
        from subscriptions
        where created_at < ${start} and state <> 'incomplete' and (canceled_at is null or canceled_at >= ${start})`,
      );
      return { atStart: num(row.atStart), ended: num(row.ended) };
    },

    /** Distinct users with a session used since each moment (sessions' last use, a minute's precision). */
    async activeUsers(now: Date) {
      const row = await one<Record<string, unknown>>(
        db,
        sql`select
          count(distinct user_id) filter (where last_seen_at >= ${localStart("day", now)}) as today,
          count(distinct user_id) filter (where last_seen_at >= ${ago(now, 1)}) as d1,
          count(distinct user_id) filter (where last_seen_at >= ${ago(now, 7)}) as d7,
          count(distinct user_id) as d30,
          avg(extract(epoch from last_seen_at - created_at)) as "avgSeconds"
        from sessions where last_seen_at >= ${ago(now, 30)} and last_seen_at <= ${at(now)}`,
      );
      return {
        today: num(row.today),
        daily: num(row.d1),
        weekly: num(row.d7),
        monthly: num(row.d30),
        averageSessionSeconds: row.avgSeconds === null ? null : Math.round(num(row.avgSeconds)),
      };
    },

    /** ADMIN_SERIES_DAYS local days, oldest first, zeros included. */
    async series(now: Date) {
      const since = ago(now, ADMIN_SERIES_DAYS + 1);
      return rows<{
        date: string;
        newUsers: number;
        revenue: number;
        aiGenerated: number;
        userCreated: number;
      }>(
        db,
        sql`with days as (${lastDays(now, ADMIN_SERIES_DAYS)}),
          u as (select ${localDay(sql`created_at`)} as d, count(*) as n from users where created_at >= ${since} group by 1),
          p as (select ${localDay(sql`paid_at`)} as d, sum(amount_cents - refunded_cents) as n from payments where paid_at >= ${since} group by 1),
          r as (select ${localDay(sql`created_at`)} as d, count(*) filter (where source in ${GENERATED}) as ai,
                  count(*) filter (where source = 'user') as written
                from recipes where created_at >= ${since} group by 1)
        select days.day as date, coalesce(u.n, 0)::int as "newUsers", coalesce(p.n, 0)::float8 as revenue,
          coalesce(r.ai, 0)::int as "aiGenerated", coalesce(r.written, 0)::int as "userCreated"
        from days left join u on u.d = days.d left join p on p.d = days.d left join r on r.d = days.d
        order by days.d`,
      );
    },

    /** The ingredient texts of the latest `sample` recipes of the last 30 days, most frequent first. */
    async ingredientTexts(now: Date, sample: number, limit: number) {
      return rows<{ text: string; count: number }>(
        db,
        sql`with recent as (
            select coalesce(input_ingredients, ingredients) as items from recipes
            where created_at >= ${ago(now, 30)} and created_at <= ${at(now)}
            order by created_at desc limit ${sample})
          select lower(trim(x)) as text, count(*)::int as count
          from recent, jsonb_array_elements_text(recent.items) as x
          group by 1 order by 2 desc limit ${limit}`,
      );
    },

    /** Published, visible recipes with votes, by the ranking's Bayesian score. */
    async topRated(limit: number) {
      return rows<{ id: string; title: string; averageRating: number; totalRatings: number; author: string }>(
        db,
        sql`select r.id, r.title, round(r.rating_sum * 10.0 / r.rating_count, 1)::float8 as "averageRating",
          r.rating_count as "totalRatings", u.name as author
        from recipes r join users u on u.id = r.user_id
        where r.published_at is not null and r.rating_count > 0 and r.hidden_at is null
        order by r.rating_score desc, r.id desc limit ${limit}`,
      );
    },

    async contentTotals() {
      const row = await one<Record<string, unknown>>(
        db,
        sql`select (select count(*) from weekly_menus) as menus,
          (select count(*) from (
            select distinct rp.recipe_id, rp.rating_id from reports rp
            join recipes r on r.id = rp.recipe_id left join ratings c on c.id = rp.rating_id
            where (rp.rating_id is null and r.hidden_at is null) or (rp.rating_id is not null and c.hidden_at is null)
          ) open) as reports`,
      );
      return { weeklyMenus: num(row.menus), openReports: num(row.reports) };
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
