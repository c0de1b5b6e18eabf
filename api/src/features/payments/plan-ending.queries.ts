import type { Db } from '../../lib/transaction.ts';

/** Paid plans in force ending before `before`: the day's candidates for a warning. */
export async function paidPlansEnding(db: Db, now: Date, before: Date): Promise<Array<{ id: number; endDate: Date }>> {
  const { rows } = await db.query<{ id: number; endDate: Date }>(
    `select s.id, s.end_date as "endDate" from user_subscriptions s join subscription_plans p on p.id = s.plan_id
     where s.status = 'active' and s.end_date > $1 and s.end_date < $2 and p.price > 0`,
    [now, before],
  );
  return rows;
}

export interface EndingPlan {
  email: string;
  chatId: string | null;
  planId: number;
  planName: string;
  endDate: Date;
}

/** The subscription a warning was planned for, if it still ends then (not renewed, replaced or ended meanwhile). */
export async function planStillEnding(db: Db, subscriptionId: number, endDate: Date): Promise<EndingPlan | null> {
  const { rows } = await db.query<EndingPlan>(
    `select u.email, u.telegram_chat_id::text as "chatId", p.id as "planId", p.name as "planName", s.end_date as "endDate"
     from user_subscriptions s join users u on u.id = s.user_id join subscription_plans p on p.id = s.plan_id
     where s.id = $1 and s.status = 'active' and s.end_date = $2`,
    [subscriptionId, endDate],
  );
  return rows[0] ?? null;
}
