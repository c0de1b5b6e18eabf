import type { EntityManager } from '@mikro-orm/postgresql';
import { claimStatement, NOTICES, settleStatement, settlementRows } from '../../lib/durable/durable.queries.ts';
import { type Notification, type NotificationRow, toNotification } from './notification-data.ts';
import { notificationSql } from './notification-data.queries.ts';

/** `now` null means the database's clock; tests pass their own to step past a claim without sleeping. */
export interface ClaimOptions {
  batchSize: number;
  claimSeconds: number;
  now: Date | null;
}

/**
 * Claims due reminders for this worker with the engine's claim (lib/durable): rows locked by another worker are
 * skipped, and a claim is a lease (claimed_until) rather than a lock, so a worker that dies mid-send leaves its rows
 * to be claimed again once the lease runs out. The claim and the data to send it are one statement.
 */
const CLAIM = claimStatement(NOTICES);

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
 * Records what happened to claimed reminders with the engine's settle, a whole batch in one statement; only
 * still-pending rows change. A retry keeps the row pending and turns its lease into the back-off.
 */
const SETTLE = settleStatement(NOTICES);

export async function settleMany(em: EntityManager, results: Array<{ id: string; outcome: Outcome }>, now: Date | null): Promise<void> {
  if (results.length === 0) return;
  await em.getConnection().execute(SETTLE, [now, settlementRows(results)], 'run');
}

export type SettleOutcome = Outcome;
