import { inForceSql } from '../subscriptions/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Revenue (DECISIONS.md): performed payments minus refunds, in tiyin. An order's row carries status
 * `performed` once paid; a refund either moves the row away from `performed` or is a row of type `refund`.
 */
export const PAYMENT_PERFORMED = 'performed';
const NET_AMOUNT = `case when t.type = 'refund' then -t.amount else t.amount end`;
const PERFORMED = `t.status = '${PAYMENT_PERFORMED}'`;

/** Charts are drawn in the platform's home time zone. */
const ZONE = 'Asia/Tashkent';

export interface Totals {
  totalUsers: number;
  totalBookings: number;
  totalServices: number;
}

export async function totals(em: EntityManager): Promise<Totals> {
  const row = await em.getConnection().execute<Record<string, number>>(
    `select (select count(*) from users)::int as users, (select count(*) from bookings)::int as bookings,
       (select count(*) from services)::int as services`,
    [],
    'get',
  );
  return { totalUsers: Number(row.users), totalBookings: Number(row.bookings), totalServices: Number(row.services) };
}

export async function money(em: EntityManager) {
  const conn = em.getConnection();
  const summary = await conn.execute<Record<string, number>>(
    `select
       (select count(*) from user_subscriptions s where ${inForceSql('s')})::int as active,
       (select coalesce(sum(${NET_AMOUNT}), 0) from payment_transactions t where ${PERFORMED})::bigint as revenue`,
    [],
    'get',
  );
  const perPlan = await conn.execute<Array<Record<string, unknown>>>(
    `select p.id, p.name,
       (select count(*) from user_subscriptions s
         where s.plan_id = p.id and ${inForceSql('s')})::int as users,
       (select coalesce(sum(${NET_AMOUNT}), 0) from payment_transactions t where t.plan_id = p.id and ${PERFORMED})::bigint as revenue
     from subscription_plans p order by p.sort_order, p.price, p.id`,
    [],
    'all',
  );
  return {
    activeSubscriptions: Number(summary.active),
    revenue: Number(summary.revenue),
    subscriptionStats: perPlan.map((row) => ({
      planId: Number(row.id),
      planName: String(row.name),
      userCount: Number(row.users),
      revenue: Number(row.revenue),
    })),
  };
}

/** Bookings made per day over the last 30 days (today included), days without any as 0. */
export async function bookingsPerDay(em: EntityManager): Promise<Array<{ date: string; count: number }>> {
  const rows = await em.getConnection().execute<Array<{ date: string; count: number }>>(
    `with days as (
       select generate_series((now() at time zone '${ZONE}')::date - 29, (now() at time zone '${ZONE}')::date, interval '1 day')::date as day
     )
     select to_char(d.day, 'YYYY-MM-DD') as date, count(b.id)::int as count
     from days d
     left join bookings b on b.created_at >= (d.day::timestamp at time zone '${ZONE}')
       and b.created_at < ((d.day + 1)::timestamp at time zone '${ZONE}')
     group by d.day order by d.day`,
    [],
    'all',
  );
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

/** Revenue per month over the last 12 months (this month included), months without any as 0. */
export async function revenuePerMonth(em: EntityManager): Promise<Array<{ month: string; revenue: number }>> {
  const rows = await em.getConnection().execute<Array<{ month: string; revenue: number }>>(
    `with months as (
       select generate_series(date_trunc('month', now() at time zone '${ZONE}') - interval '11 months',
         date_trunc('month', now() at time zone '${ZONE}'), interval '1 month') as month
     )
     select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(${NET_AMOUNT}), 0)::bigint as revenue
     from months m
     left join payment_transactions t on ${PERFORMED}
       and t.created_at >= (m.month at time zone '${ZONE}')
       and t.created_at < ((m.month + interval '1 month') at time zone '${ZONE}')
     group by m.month order by m.month`,
    [],
    'all',
  );
  return rows.map((row) => ({ month: row.month, revenue: Number(row.revenue) }));
}
