import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { hitMail, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import { forgetVerifications, keepVerification, planIdentityMail, takeVerification } from './email-verification.queries.ts';
import { identityText } from './messages.uz.ts';
import { dropTeamTiesOfAccount } from '../staff/index.ts';
import { endSessionsOf } from './sessions.queries.ts';

/** Outbox kinds of the identity e-mails, sent by the auth feature's job runner. */
export const VERIFY_EMAIL_JOB = 'email_verification';
export const TAKEOVER_NOTICE_JOB = 'account_takeover_notice';

/** DECISIONS.md, "Identity": a link proves the e-mail for 24 hours. */
export const VERIFICATION_VALID_MS = 24 * 60 * 60_000;

/** Links are stored only as this hash, so a leaked table opens nothing. */
export function verificationHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const isEmailProven = (user: User): boolean => Boolean(user.emailVerifiedAt);

/** Plans the e-mail with a link to prove the user's current address (the link is made when the e-mail leaves). */
export async function planVerificationMail(em: EntityManager, user: User): Promise<void> {
  await planIdentityMail(em, VERIFY_EMAIL_JOB, { userId: user.id, email: user.email.toLowerCase() });
}

/**
 * A new link for the address, made as the e-mail leaves so the link itself is never at rest; null when there is
 * nothing to prove any more (proven meanwhile, or the address changed since the e-mail was planned).
 */
export async function issueVerification(
  em: EntityManager,
  userId: string,
  email: string,
  now: Date,
): Promise<{ user: User; token: string } | null> {
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user || isEmailProven(user) || user.email.toLowerCase() !== email) return null;
  const token = randomBytes(32).toString('base64url');
  await keepVerification(em, verificationHash(token), { userId, email, expiresAt: new Date(now.getTime() + VERIFICATION_VALID_MS) });
  return { user, token };
}

/**
 * Every verification e-mail a signed-in user makes us send (another link, a changed address) counts against one
 * limit per account, a few an hour, and per address, so nobody turns us into a mail cannon.
 */
async function hitVerificationMail(em: EntityManager, user: User, rateLimitOff: boolean): Promise<void> {
  await hitMail(
    em,
    { kind: 'verification', to: user.email, by: [{ key: `verify-mail:${user.id}`, limit: LIMITS_PER_ACTION.verificationMail }] },
    rateLimitOff,
  );
}

/** The signed-in user asks for another link. */
export async function resendVerification(em: EntityManager, user: User, rateLimitOff: boolean): Promise<void> {
  if (isEmailProven(user)) throw new AppError('conflict', identityText.alreadyVerified);
  await hitVerificationMail(em, user, rateLimitOff);
  await planVerificationMail(em, user);
}

/**
 * Proves the address a link was sent to. The link is used up whatever the outcome; it proves only the address it
 * was sent to, and only while that is still the account's address.
 */
export async function confirmEmail(em: EntityManager, token: string, actor: Actor, now: Date): Promise<User> {
  const outcome = await em.transactional(async (tx) => {
    const link = await takeVerification(tx, verificationHash(token));
    if (!link) return 'invalid' as const;
    const user = await tx.findOne(UserSchema, { id: link.userId });
    if (!user || user.email.toLowerCase() !== link.email) return 'invalid' as const;
    if (link.expiresAt <= now) return 'expired' as const;
    user.emailVerifiedAt ??= now;
    await tx.flush();
    await forgetVerifications(tx, user.id);
    await recordActivity(tx, { ...actor, userId: user.id }, 'email_verified', 'user', user.id);
    return user;
  });
  if (outcome === 'invalid') throw new AppError('validation', identityText.verifyInvalid);
  if (outcome === 'expired') throw new AppError('validation', identityText.verifyExpired);
  return outcome;
}

/**
 * A changed address is unproven again: the old links stop working and the new address gets one. Its e-mail counts
 * like another link: switching the address back and forth is refused (429) past the limit, the change with it.
 */
export async function emailChanged(em: EntityManager, user: User, rateLimitOff = false): Promise<void> {
  await hitVerificationMail(em, user, rateLimitOff);
  user.emailVerifiedAt = null;
  await em.flush();
  await forgetVerifications(em, user.id);
  await planVerificationMail(em, user);
}

/**
 * Google proved the e-mail of an account nobody had proven: it becomes the Google user's alone. Whoever registered
 * it loses every way in (password, sessions, a linked Telegram chat, pending links, a team it joined as a master,
 * the invitations it sent) and the owner is told.
 * Runs in the caller's transaction.
 */
export async function takeOverUnprovenAccount(em: EntityManager, user: User, now: Date): Promise<void> {
  user.password = null;
  user.emailVerifiedAt = now;
  user.telegramChatId = null;
  user.telegramUsername = null;
  user.telegramLinkToken = null;
  await em.flush();
  await endSessionsOf(em, user.id);
  await forgetVerifications(em, user.id);
  await dropTeamTiesOfAccount(em, user.id);
  await planIdentityMail(em, TAKEOVER_NOTICE_JOB, { email: user.email.toLowerCase(), language: user.language }, now);
}
