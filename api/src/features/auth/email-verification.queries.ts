import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

export interface PendingVerification {
  userId: string;
  email: string;
  expiresAt: Date;
}

/** Keeps a link's hash (never the link itself); the user's links that ran out go at the same time. */
export async function keepVerification(em: EntityManager, tokenHash: string, link: PendingVerification): Promise<void> {
  await sqlIn(em, 'delete from email_verifications where user_id = ? and expires_at < now()', [link.userId], 'run');
  await sqlIn(
    em,
    'insert into email_verifications (token_hash, user_id, email, expires_at) values (?, ?, ?, ?)',
    [tokenHash, link.userId, link.email, link.expiresAt],
    'run',
  );
}

/** Uses a link up: whoever asks first gets it, a second use finds nothing. */
export async function takeVerification(em: EntityManager, tokenHash: string): Promise<PendingVerification | null> {
  const rows = await sqlIn<PendingVerification[]>(
    em,
    `delete from email_verifications where token_hash = ? returning user_id as "userId", email, expires_at as "expiresAt"`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : null;
}

/** Every link the user was sent stops working (the address was proven, changed, or taken over). */
export async function forgetVerifications(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'delete from email_verifications where user_id = ?', [userId], 'run');
}

/**
 * Plans an identity e-mail in the caller's transaction: the outbox row commits with the change it tells of, and
 * the job runner sends it (again after a failure) once it is committed. Due at the app's clock, the one the runner
 * compares with (the database's now() is finer than a millisecond, so a pass right after would find it not yet due).
 */
export async function planIdentityMail(
  em: EntityManager,
  kind: string,
  payload: Record<string, string>,
  runAt = new Date(),
): Promise<void> {
  await sqlIn(
    em,
    `insert into background_jobs (kind, key, run_at, payload) values (?, gen_random_uuid()::text, ?, ?::jsonb)`,
    [kind, runAt, JSON.stringify(payload)],
    'run',
  );
}
