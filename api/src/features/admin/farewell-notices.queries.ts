import type { EntityManager } from '@mikro-orm/postgresql';
import { type NotificationRow, notificationSql, toNotification } from '../notifications/index.ts';
import { sqlIn } from '../../lib/sql.ts';

/**
 * Reminder rows go with their booking (on delete cascade). Before a provider's bookings are deleted, their
 * clients' pending cancel notices are turned into snapshots: what the notice says is fixed now, the row no
 * longer points at the booking, and the dispatcher sends it like any other once the delete has committed.
 */
export async function keepCancelNoticesOf(em: EntityManager, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const source = `select r.id, r.booking_id, r.recipient_type, r.reminder_type, r.attempts, r.channel, r.telegram_username, r.snapshot
    from reminder_schedules r
    where r.booking_id in (select (jsonb_array_elements_text(?::jsonb))::uuid)
      and r.status = 'pending' and r.reminder_type = 'booking_cancelled' and r.recipient_type = 'client'`;
  const rows = await sqlIn<NotificationRow[]>(em, notificationSql(source), [JSON.stringify(bookingIds)]);
  if (rows.length === 0) return 0;
  const snapshots = rows.map((row) => ({ id: String(row.id), snapshot: toNotification(row) }));
  await sqlIn(
    em,
    `update reminder_schedules r set snapshot = x.snapshot, booking_id = null
     from jsonb_to_recordset(?::jsonb) as x(id bigint, snapshot jsonb) where r.id = x.id`,
    [JSON.stringify(snapshots)],
    'run',
  );
  return rows.length;
}
