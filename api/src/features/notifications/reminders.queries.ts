import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from '@qabul/db';
import { sqlIn } from '../../lib/sql.ts';
import type { PlannedReminder, ReminderKind } from './reminder-plan.ts';

type Queryable = Pick<PoolClient, 'query'>;

/**
 * The one statement that plans reminder and notice rows (the outbox of ADR 003) for a booking. `booking` is a
 * row source with the booking's `id`, `telegram_username`, `user_id` and `staff_id`; `planned` is a jsonb parameter from
 * `plannedJson`. A client row carries the client's Telegram username, a provider row the provider's id.
 * Booking creation embeds it in its single statement; everything else calls `scheduleReminders`.
 */
export function reminderRowsSql(booking: string, planned: string): string {
  // Whatever the provider is told, the booking's own master is told too (DECISIONS.md, Teams), when they are not the
  // owner and can be reached (their own linked chat, their Telegram username, else their e-mail).
  return `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username, provider_user_id)
    select b.id, rt.recipient_type, x.reminder_type, x.scheduled_time,
      case when rt.recipient_type = 'client' then b.telegram_username when rt.recipient_type = 'master' then st.telegram_username end,
      case when rt.recipient_type = 'provider' then b.user_id end
    from ${booking} b cross join jsonb_to_recordset(${planned}::jsonb) as x(recipient_type text, reminder_type text, scheduled_time timestamptz)
    left join staff st on st.id = b.staff_id and not st.is_owner
      and (st.telegram_chat_id is not null or st.telegram_username is not null or st.email is not null)
    cross join lateral (select x.recipient_type union all select 'master' where x.recipient_type = 'provider' and st.id is not null) rt`;
}

export function plannedJson(reminders: PlannedReminder[]): string {
  return JSON.stringify(
    reminders.map((r) => ({ recipient_type: r.recipientType, reminder_type: r.reminderType, scheduled_time: r.scheduledTime })),
  );
}

/** Both sides told about `kind` at `at`. */
export function noticeToBoth(kind: ReminderKind, at: Date): PlannedReminder[] {
  return [
    { recipientType: 'client', reminderType: kind, scheduledTime: at },
    { recipientType: 'provider', reminderType: kind, scheduledTime: at },
  ];
}

const SCHEDULE_FOR_BOOKING = reminderRowsSql('(select id, telegram_username, user_id, staff_id from bookings where id = $1)', '$2');
const SCHEDULE_FOR_LIVE_BOOKING = reminderRowsSql(
  `(select id, telegram_username, user_id, staff_id from bookings where id = $1 and status <> 'cancelled')`,
  '$2',
);

/** Plans `reminders` for the booking as stored; with `onlyIfLive`, nothing for a booking already cancelled. */
export async function scheduleReminders(
  db: Queryable,
  bookingId: string,
  reminders: PlannedReminder[],
  { onlyIfLive = false } = {},
): Promise<void> {
  if (reminders.length === 0) return;
  await db.query(onlyIfLive ? SCHEDULE_FOR_LIVE_BOOKING : SCHEDULE_FOR_BOOKING, [bookingId, plannedJson(reminders)]);
}

/**
 * A living card still pinned after its booking ended is refreshed once (unpinned, "Yana yozilish", ADR 014): a
 * `card_over` notice is queued for it, one per end (a card whose unpin failed is not asked again every minute);
 * answers how many were queued.
 */
export async function planEndedCardRefreshes(em: EntityManager, now: Date | null): Promise<number> {
  const rows = await sqlIn<unknown[]>(
    em,
    `with clock as (select coalesce(?::timestamptz, now()) as now)
     insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time, telegram_username)
     select b.id, 'client', 'card_over', clock.now, b.telegram_username
     from booking_cards c join bookings b on b.id = c.booking_id cross join clock
     where c.pinned and b.status <> 'cancelled' and b.ends_at <= clock.now
       and not exists (select 1 from reminder_schedules r where r.booking_id = b.id and r.reminder_type = 'card_over' and r.scheduled_time >= b.ends_at)
     returning id`,
    [now],
  );
  return rows.length;
}
