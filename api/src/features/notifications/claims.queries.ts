import type { EntityManager } from '@mikro-orm/postgresql';
import { type Notification, type NotificationRow, toNotification } from './notification-data.ts';
import { notificationSql } from './notification-data.queries.ts';

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
    returning r.id, r.booking_id, r.recipient_type, r.reminder_type, r.attempts, r.channel, r.telegram_username, r.snapshot
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

/**
 * Records what happened to claimed reminders, a whole batch in one statement; only still-pending rows
 * change. A retry keeps the row pending and turns its lease into the back-off.
 */
const SETTLE = `
  update reminder_schedules r set
    status = case when x.status = 'retry' then r.status else x.status end,
    sent_at = case when x.status = 'sent' then coalesce(?::timestamptz, now()) else r.sent_at end,
    channel = case when x.status in ('sent', 'failed') then coalesce(x.channel, r.channel) else r.channel end,
    claimed_until = case when x.status = 'retry' then coalesce(?::timestamptz, now()) + make_interval(secs => x.after_seconds) end,
    error_message = case when x.status = 'sent' then null else x.reason end
  from jsonb_to_recordset(?::jsonb) as x(id bigint, status text, channel text, reason text, after_seconds int)
  where r.id = x.id and r.status = 'pending'`;

export async function settleMany(em: EntityManager, results: Array<{ id: string; outcome: Outcome }>, now: Date | null): Promise<void> {
  if (results.length === 0) return;
  const rows = results.map(({ id, outcome }) => ({
    id,
    status: outcome.status,
    channel: 'channel' in outcome ? (outcome.channel ?? null) : null,
    reason: 'reason' in outcome ? outcome.reason.slice(0, 500) : null,
    after_seconds: outcome.status === 'retry' ? outcome.afterSeconds : null,
  }));
  await em.getConnection().execute(SETTLE, [now, now, JSON.stringify(rows)], 'run');
}

export type SettleOutcome = Outcome;
