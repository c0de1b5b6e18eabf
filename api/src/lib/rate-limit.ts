import type { EntityManager } from '@mikro-orm/postgresql';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from './app-error.ts';
import { countInWindow, countWithBackoffInWindow, openWindow } from './rate-limit.queries.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** DECISIONS.md rate limits, one table so they read as policy. */
export const LIMITS_PER_ACTION = {
  failedLogin: { max: 10, windowMs: 15 * 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  publicBookingChange: { max: 10, windowMs: 15 * 60_000 },
  /** Wrong guesses at one account or booking from all addresses together: loose, so only a crowd reaches it. */
  guessesPerTarget: { max: 50, windowMs: 15 * 60_000 },
  /** Wrong passwords from one address over all accounts (password spraying). */
  failedLoginPerAddress: { max: 10, windowMs: 15 * 60_000 },
  /** An address the account signed in from recently: the owner's, exempt from the per-account limit. */
  knownAddress: { max: 1, windowMs: 30 * 24 * 60 * 60_000 },
  publicBookingCreate: { max: 30, windowMs: 10 * 60_000 },
  /** Places taken on a business's waitlists from one address (each asks for a phone, not a proof of it). */
  publicWaitlistJoin: { max: 10, windowMs: 60 * 60_000 },
  /** Another e-mail proving the address, asked for by the signed-in user. */
  verificationMail: { max: 3, windowMs: 60 * 60_000 },
  /** Invitations to one master: a few an hour, so nobody turns us into a mail cannon. */
  staffInvite: { max: 3, windowMs: 60 * 60_000 },
  /** Password reset e-mails asked from one address, over all e-mails. */
  passwordResetPerAddress: { max: 10, windowMs: 60 * 60_000 },
  /** Password reset e-mails asked for one e-mail, from all addresses: its owner's mailbox is not flooded. */
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Invitations one business sends, to all its masters together: an hour's and a day's worth. */
  staffInvitesPerBusinessHour: { max: 10, windowMs: 60 * 60_000 },
  staffInvitesPerBusinessDay: { max: 30, windowMs: 24 * 60 * 60_000 },
  /**
   * E-mails of one kind to one address, whoever asks for them: a stranger's address cannot be flooded from many
   * accounts. Counted per kind, so invitations sent to an address never use up the verification e-mails its owner needs.
   */
  mailsOfAKindToOneAddress: { max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>;

/** The e-mails a user can make the product send; each kind counts on its own per recipient. */
export type UserMail = 'verification' | 'invitation';

/**
 * One e-mail the product sends because a user asked for it: counted against each limit of the asker (`by`: the
 * account, the business) and against the recipient's address; over any of them, 429 with the longest wait and
 * nothing is sent. Every such e-mail goes through here (verification, invitations, and the next kind added).
 */
export async function hitMail(
  em: EntityManager,
  mail: { kind: UserMail; to: string; by: Array<{ key: string; limit: Limit }> },
  disabled: boolean,
): Promise<void> {
  if (disabled) return;
  const recipient = { key: `mail-to:${mail.kind}:${mail.to.trim().toLowerCase()}`, limit: LIMITS_PER_ACTION.mailsOfAKindToOneAddress };
  let retry = 0;
  // Every limit counts the attempt, so an asker over one limit does not keep using up the others unseen.
  for (const { key, limit } of [...mail.by, recipient]) {
    const row = await count(em, key, limit);
    if (row.hits > limit.max) retry = Math.max(retry, row.retry);
  }
  if (retry > 0) throw tooMany(retry);
}

/**
 * Fixed-window counters in PostgreSQL: they hold across API instances. `hit` counts one attempt and
 * throws 429 once over the limit; `check` only reads (for counting failures after the fact).
 */
export async function hit(em: EntityManager, key: string, limit: Limit, disabled: boolean): Promise<void> {
  if (disabled) return;
  const row = await count(em, key, limit);
  if (row.hits > limit.max) throw tooMany(row.retry);
}

/** Counts one event (a failed login, say) without refusing anything. */
export async function count(em: EntityManager, key: string, limit: Limit): Promise<{ hits: number; retry: number }> {
  return countInWindow(em, key, limit.windowMs);
}

/**
 * Like `count`, but past the limit every further failure doubles how long the window stays shut (up to 64
 * windows): a crowd of guessers backs itself off ever further.
 */
async function countWithBackoff(em: EntityManager, key: string, limit: Limit): Promise<void> {
  await countWithBackoffInWindow(em, key, limit.windowMs, limit.max);
}

export async function check(em: EntityManager, key: string, limit: Limit, disabled: boolean): Promise<void> {
  if (disabled) return;
  const row = await openWindow(em, key);
  if (row?.hits !== undefined && row.hits >= limit.max) throw tooMany(row.retry);
}

/** Is `key` counted in a window that is still open? */
export async function seen(em: EntityManager, key: string): Promise<boolean> {
  return Boolean(await openWindow(em, key));
}

/**
 * Lock-out must not be a weapon: wrong guesses at a target (an account, a booking) are limited strictly per
 * (target, address), so an attacker locks out only himself, and loosely per target over all addresses,
 * which an owner coming from an address they used before (`trusted`) is not subject to. Only failures count:
 * the owner's right answers never use up anything.
 */
export async function guardGuesses<T>(
  em: EntityManager,
  target: string,
  address: string | null,
  options: { strict: Limit; disabled: boolean; trusted?: boolean; isWrongGuess: (error: unknown) => boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const pairKey = `${target}:from:${address ?? 'unknown'}`;
  const targetKey = `${target}:all`;
  if (!options.disabled) {
    await check(em, pairKey, options.strict, false);
    if (!options.trusted) await check(em, targetKey, LIMITS_PER_ACTION.guessesPerTarget, false);
  }
  try {
    return await attempt();
  } catch (error) {
    if (!options.disabled && options.isWrongGuess(error)) {
      await count(em, pairKey, options.strict);
      await countWithBackoff(em, targetKey, LIMITS_PER_ACTION.guessesPerTarget);
    }
    throw error;
  }
}

function tooMany(retrySeconds: number): AppError {
  return new AppError('rate_limited', uz.rateLimit, undefined, {
    'Retry-After': String(Math.max(1, retrySeconds)),
  });
}
