import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

export interface PendingReset {
  userId: string;
  email: string;
  expiresAt: Date;
}

/** Keeps a reset link's hash (never the link itself); the user's links that ran out go at the same time. */
export async function keepReset(em: EntityManager, tokenHash: string, reset: PendingReset): Promise<void> {
  await sqlIn(em, 'delete from password_resets where user_id = ? and expires_at < now()', [reset.userId], 'run');
  await sqlIn(
    em,
    'insert into password_resets (token_hash, user_id, email, expires_at) values (?, ?, ?, ?)',
    [tokenHash, reset.userId, reset.email, reset.expiresAt],
    'run',
  );
}

/** Uses a reset link up: whoever asks first gets it, a second use finds nothing. */
export async function takeReset(em: EntityManager, tokenHash: string): Promise<PendingReset | null> {
  const rows = await sqlIn<PendingReset[]>(
    em,
    `delete from password_resets where token_hash = ? returning user_id as "userId", email, expires_at as "expiresAt"`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : null;
}

/** Every reset link the user was sent stops working (the password was just set). */
export async function forgetResets(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'delete from password_resets where user_id = ?', [userId], 'run');
}
