import type { AdminPayment, AdminPaymentsQuery } from "@chefzap/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containing, iso, one, rows } from "./admin-sql.ts";

export type PaymentsFilter = Pick<AdminPaymentsQuery, "search" | "status">;

/** The spec's "succeeded" is a paid charge; the other states keep their names. */
const STATUS = sql`case p.status when 'paid' then 'succeeded' else p.status end`;

function paymentsWhere(filter: PaymentsFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`${STATUS} = ${filter.status}`);
  if (filter.search) {
    const pattern = containing(filter.search);
    parts.push(
      sql`(u.email ilike ${pattern} or p.provider_payment_id ilike ${pattern} or p.provider_invoice_id ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`p.id, coalesce(p.provider_payment_id, p.provider_invoice_id) as "stripePaymentId",
  u.email as "userEmail", p.user_id as "userId", p.amount_cents as amount,
  p.refunded_cents as "refundedAmount", p.currency, p.method as "paymentMethod", ${STATUS} as status,
  'premium' as "subscriptionType",
  case p.cycle when 'month' then 'monthly' when 'year' then 'yearly' else p.cycle end as "billingCycle",
  ${iso(sql`case when s.state in ('active', 'trialing', 'past_due') and not s.cancel_at_period_end then s.current_period_end end`)} as "nextBillingDate",
  ${iso(sql`p.created_at`)} as "createdAt"`;

const FROM = sql`payments p left join users u on u.id = p.user_id left join subscriptions s on s.id = p.subscription_id`;

export function createAdminPaymentsRepository(db: Db) {
  return {
    async page(query: AdminPaymentsQuery): Promise<{ payments: AdminPayment[]; total: number }> {
      const where = paymentsWhere(query);
      const offset = (query.page - 1) * query.pageSize;
      const [payments, count] = await Promise.all([
        rows<AdminPayment>(
          db,
          sql`select ${COLUMNS} from ${FROM} where ${where} order by p.created_at desc, p.id desc limit ${query.pageSize} offset ${offset}`,
        ),
        one<{ total: number }>(db, sql`select count(*)::int as total from ${FROM} where ${where}`),
      ]);
      return { payments, total: count.total };
    },

    async ofUser(userId: string, limit: number): Promise<AdminPayment[]> {
      return rows(
        db,
        sql`select ${COLUMNS} from ${FROM} where p.user_id = ${userId} order by p.created_at desc, p.id desc limit ${limit}`,
      );
    },

    async *stream(filter: PaymentsFilter, size = 1000) {
      const where = paymentsWhere(filter);
      for (let offset = 0; ; offset += size) {
        const batch = await rows<AdminPayment>(
          db,
          sql`select ${COLUMNS} from ${FROM} where ${where} order by p.created_at desc, p.id desc limit ${size} offset ${offset}`,
        );
        yield batch;
        if (batch.length < size) return;
      }
    },
  };
}
