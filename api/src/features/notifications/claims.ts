import type { EntityManager } from '@mikro-orm/postgresql';
import { type Notification, type NotificationRow, notificationSql, toNotification } from './notification-data.ts';

/** `now` null means the database's clock; tests pass their own to step past a claim without sleeping. */
export interface ClaimOptions {
  batchSize: number;
  claimSeconds: number;
  now: Date | null;
}

/**
 * Claims due reminders for this worker: rows locked by another worker are skipped, and a claim is a
 * lease (claimed_until) rather than a lock, so a worker that dies mid-send leaves its rows to be
 * claimed again once the lease runs out. The claim and the data to send it are one statement.
 */
const CLAIM = `
  with clock as (select coalesce(?::timestamptz, now()) as now),
  due as (
    select r.id from reminder_schedules r, clock
    where r.status = 'pending' and r.scheduled_time <= clock.now
      and (r.claimed_until is null or r.claimed_until < clock.now)
    order by r.scheduled_time
    limit ?
    for update of r skip locked
  ),
  claimed as (
    update reminder_schedules r
    set claimed_until = clock.now + make_interval(secs => ?), attempts = r.attempts + 1
    from due, clock
    where r.id = due.id
    returning r.id, r.booking_id, r.recipient_type, r.reminder_type, r.attempts, r.channel, r.telegram_username
  )`;

export async function claimDue(em: EntityManager, options: ClaimOptions): Promise<Notification[]> {
  const rows = await em
    .getConnection()
    .execute<NotificationRow[]>(
      notificationSql('select * from claimed', CLAIM),
      [options.now, options.batchSize, options.claimSeconds],
      'all',
    );
  return rows.map(toNotification).sort((a, b) => Number(a.id) - Number(b.id));
}

type Outcome =
  | { status: 'sent'; channel: 'telegram' | 'email' }
  | { status: 'cancelled'; reason: string }
  | { status: 'failed'; reason: string; channel?: string }
  | { status: 'retry'; reason: string; afterSeconds: number };

/** Records what happened to a claimed reminder; only a still-pending row changes. */
export async function settle(em: EntityManager, id: string, outcome: Outcome, now: Date | null): Promise<void> {
  const connection = em.getConnection();
  const reason = 'reason' in outcome ? outcome.reason.slice(0, 500) : null;
  switch (outcome.status) {
    case 'sent':
      await connection.execute(
        `update reminder_schedules set status = 'sent', sent_at = coalesce(?::timestamptz, now()), channel = ?, claimed_until = null, error_message = null
         where id = ? and status = 'pending'`,
        [now, outcome.channel, id],
        'run',
      );
      return;
    case 'retry':
      // The lease becomes the back-off: nobody claims the row again before it runs out.
      await connection.execute(
        `update reminder_schedules set claimed_until = coalesce(?::timestamptz, now()) + make_interval(secs => ?), error_message = ?
         where id = ? and status = 'pending'`,
        [now, outcome.afterSeconds, reason, id],
        'run',
      );
      return;
    default:
      await connection.execute(
        `update reminder_schedules set status = ?, error_message = ?, channel = coalesce(?, channel), claimed_until = null
         where id = ? and status = 'pending'`,
        [outcome.status, reason, outcome.status === 'failed' ? (outcome.channel ?? null) : null, id],
        'run',
      );
  }
}

export type SettleOutcome = Outcome;
