import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/**
 * Plans the notices about kept visits that are over, at most two days ago (ADR 017): the provider's "Kelmadi?"
 * (`visit_over`, at the end, only to a provider, and to the booking's own master, whose Telegram chat is linked: its
 * button is the point) and the client's review question (`review_request`, an hour after the end). The dispatcher
 * runs it before each claim; a visit moved before its end is simply found at its new end, and two instances planning
 * at once add one row of each per recipient (a unique index holds it).
 */
export async function planAfterVisitNotices(em: EntityManager, now: Date | null): Promise<void> {
  await sqlIn(
    em,
    `with clock as (select coalesce(?::timestamptz, now()) as now),
     ended as (
       select b.id, b.user_id, b.ends_at, b.telegram_username, u.telegram_chat_id is not null as provider_on_telegram,
         -- The booking's own master (not the owner) is asked too, in their own chat.
         exists (select 1 from staff st where st.id = b.staff_id and not st.is_owner and st.deleted_at is null
           and (st.telegram_chat_id is not null
             or exists (select 1 from telegram_chats t where t.username = lower(st.telegram_username)))) as master_on_telegram
       from bookings b join users u on u.id = b.user_id, clock
       where b.status not in ('cancelled', 'no_show') and b.ends_at <= clock.now and b.ends_at > clock.now - interval '2 days'
     ), due as (
       select id, 'provider' as recipient, 'visit_over' as kind, ends_at as at, null as telegram_username, user_id as provider_user_id
       from ended where provider_on_telegram
       union all
       select id, 'master', 'visit_over', ends_at, null, null::uuid from ended where master_on_telegram
       union all
       select id, 'client', 'review_request', ends_at + interval '1 hour', telegram_username, null::uuid
       from ended, clock where ends_at + interval '1 hour' <= clock.now
     )
     insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, provider_user_id)
     select d.id, d.recipient, d.kind, d.at, d.telegram_username, d.provider_user_id from due d
     where not exists (select 1 from reminder_schedules r where r.booking_id = d.id and r.reminder_type = d.kind and r.recipient_type = d.recipient)
     on conflict (booking_id, reminder_type, recipient_type) where reminder_type in ('review_request', 'visit_over') do nothing`,
    [now],
    'run',
  );
}
