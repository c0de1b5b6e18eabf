import { PLAN_HANDOVER_JOB } from '../subscriptions/index.ts';
import type { Db } from '../../lib/transaction.ts';

/**
 * Paid plans in force ending before `before`: the day's candidates for a warning. A plan that hands over to a
 * paused lower plan when it ends (ADR 011) is left out: the provider does not fall back to Freemium then.
 */
export async function paidPlansEnding(db: Db, now: Date, before: Date): Promise<Array<{ id: number; endDate: Date }>> {
  const { rows } = await db.query<{ id: number; endDate: Date }>(
    `select s.id, s.end_date as "endDate" from user_subscriptions s join subscription_plans p on p.id = s.plan_id
     where s.status = 'active' and s.end_date > $1 and s.end_date < $2 and p.price > 0
       and not exists (select 1 from background_jobs j
         where j.kind = $3 and j.key = s.user_id::text and j.status = 'pending' and j.run_at = s.end_date)`,
    [now, before, PLAN_HANDOVER_JOB],
  );
  return rows;
}

export interface EndingPlan {
  /** Null for an account that signs in with Telegram only. */
  email: string | null;
  /** The provider's own language: the warning is written in it. */
  language: string;
  chatId: string | null;
  planId: number;
  planName: string;
  endDate: Date;
}

/** The subscription a warning was planned for, if it still ends then (not renewed, replaced or ended meanwhile). */
export async function planStillEnding(db: Db, subscriptionId: number, endDate: Date): Promise<EndingPlan | null> {
  const { rows } = await db.query<EndingPlan>(
    `select u.email, u.language, u.telegram_chat_id::text as "chatId", p.id as "planId", p.name as "planName", s.end_date as "endDate"
     from user_subscriptions s join users u on u.id = s.user_id join subscription_plans p on p.id = s.plan_id
     where s.id = $1 and s.status = 'active' and s.end_date = $2`,
    [subscriptionId, endDate],
  );
  return rows[0] ?? null;
}
