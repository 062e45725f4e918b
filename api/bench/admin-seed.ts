import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";

export interface AdminSeedSize {
  users: number;
  recipes: number;
}

const INGREDIENTS = [
  "tomate",
  "arroz",
  "feijão",
  "cebola",
  "alho",
  "frango",
  "ovo",
  "batata",
  "cenoura",
  "queijo",
  "leite",
  "farinha de trigo",
];

/**
 * Users, recipes, subscriptions, payments, sessions, weekly menus and reports spread over a year, all
 * made by generate_series inside the database (a million rows in seconds, no round trips).
 */
export async function seedAdmin(db: Db, size: AdminSeedSize): Promise<void> {
  const list = sql.raw(`(array[${INGREDIENTS.map((i) => `'${i}'`).join(", ")}])`);
  await db.execute(sql`
    insert into users (email, username, first_name, last_name, name, password_hash, plan, created_at, last_login_at)
    select 'pessoa' || g || '@bench.com.br', 'pessoa_' || g, 'Pessoa' || g, 'Silva', 'Pessoa' || g || ' Silva',
      'not-a-hash', case when g % 10 = 0 then 'premium' else 'free' end,
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 3 = 0 then now() - (g % 60) * interval '1 day' end
    from generate_series(1, ${size.users}) g`);
  await db.execute(sql`
    create temporary table bench_users as select id, row_number() over (order by created_at, id) as n from users`);
  await db.execute(sql`
    insert into recipes (user_id, title, ingredients, input_ingredients, instructions, source, created_at,
      published_at, rating_sum, rating_count)
    select u.id, 'Receita ' || g,
      jsonb_build_array(${list}[1 + g % 12], ${list}[1 + (g / 7) % 12], ${list}[1 + (g / 13) % 12]),
      case when g % 3 <> 0 then jsonb_build_array(${list}[1 + g % 12], ${list}[1 + (g / 7) % 12]) end,
      '["Misture tudo."]'::jsonb,
      case g % 3 when 0 then 'user' when 1 then 'offline' else 'llm' end,
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 5 = 0 then now() - (g % 365) * interval '1 day' end,
      case when g % 5 = 0 then (g % 7) * (1 + g % 5) else 0 end,
      case when g % 5 = 0 then g % 7 else 0 end
    from generate_series(1, ${size.recipes}) g
    join bench_users u on u.n = 1 + g % ${size.users}`);
  await db.execute(sql`
    insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, state,
      amount_cents, currency, interval, current_period_end, canceled_at, sync_version, created_at)
    select u.id, 'stripe', 'cus_' || u.n, 'sub_' || u.n, case when u.n % 70 = 0 then 'canceled' else 'active' end,
      990, 'brl', 'month', now() + (u.n % 30) * interval '1 day',
      case when u.n % 70 = 0 then now() - (u.n % 60) * interval '1 day' end, u.n, now() - (u.n % 300) * interval '1 day'
    from bench_users u where u.n % 10 = 0`);
  await db.execute(sql`
    insert into payments (user_id, subscription_id, provider, provider_invoice_id, provider_payment_id, amount_cents,
      currency, method, status, cycle, paid_at, created_at)
    select s.user_id, s.id, 'stripe', 'in_' || s.id || '_' || k, 'pi_' || s.id || '_' || k, 990, 'brl',
      case k % 3 when 0 then 'card' when 1 then 'pix' else 'boleto' end, 'paid', 'month',
      now() - k * interval '30 days', now() - k * interval '30 days'
    from subscriptions s, generate_series(0, 2) k`);
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at, created_at, last_seen_at)
    select 'bench_' || u.n, u.id, now() + interval '20 days', now() - (u.n % 40) * interval '1 day',
      now() - (u.n % 30) * interval '1 day' - (u.n % 600) * interval '1 minute'
    from bench_users u where u.n % 2 = 0`);
  await db.execute(sql`
    insert into weekly_menus (user_id, title, week_start, meals_per_day, plan, shopping_list, form, created_at)
    select u.id, 'Cardápio', (date_trunc('week', now()) - (u.n % 20) * interval '7 days')::date, 4,
      '{}'::jsonb, '[]'::jsonb, jsonb_build_object('objetivo', 'manutencao'), now() - (u.n % 140) * interval '1 day'
    from bench_users u where u.n % 5 = 0`);
  await db.execute(sql`
    insert into reports (reporter_id, recipe_id, reason, created_at)
    select u.id, r.id, 'spam', now() - (r.n % 30) * interval '1 day'
    from (select id, row_number() over (order by id) as n from recipes where published_at is not null limit 2000) r
    join bench_users u on u.n = 1 + (r.n * 7) % ${size.users}`);
  await db.execute(sql`drop table bench_users`);
  // As autovacuum leaves a table some time after a load (the test server runs without it): pages
  // marked all-visible, so counts can read indexes alone, and no first reader left to set hint bits.
  await db.execute(sql`vacuum analyze`);
}
