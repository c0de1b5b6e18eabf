import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/**
 * Plans the review question (one outbox row) of every kept visit that has been over for an hour, at most two
 * days ago, and has none yet. The dispatcher runs it before each claim; a visit moved before its end is simply
 * found at its new end, and two instances planning at once add one row (a unique index holds it).
 */
export async function planReviewQuestions(em: EntityManager, now: Date | null): Promise<void> {
  await sqlIn(
    em,
    `with clock as (select coalesce(?::timestamptz, now()) as now)
     insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username)
     select b.id, 'client', 'review_request', b.ends_at + interval '1 hour', b.telegram_username
     from bookings b, clock
     where b.status not in ('cancelled', 'no_show')
       and b.ends_at <= clock.now - interval '1 hour' and b.ends_at > clock.now - interval '2 days'
       and not exists (select 1 from reminder_schedules r where r.booking_id = b.id and r.reminder_type = 'review_request')
     on conflict (booking_id) where reminder_type = 'review_request' do nothing`,
    [now],
    'run',
  );
}
