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
import { emailTaken } from './email-lookup.ts';
import { endSessionsOf } from './sessions.queries.ts';
import { uz } from '../../contracts/messages.uz.ts';

/** Outbox kinds of the identity e-mails, sent by the auth feature's job runner. */
export const VERIFY_EMAIL_JOB = 'email_verification';
export const TAKEOVER_NOTICE_JOB = 'account_takeover_notice';

/** DECISIONS.md, "Identity": a link proves the e-mail for 24 hours. */
export const VERIFICATION_VALID_MS = 24 * 60 * 60_000;

/** Links are stored only as this hash, so a leaked table opens nothing. */
export function verificationHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const isEmailProven = (user: User): boolean => Boolean(user.email && user.emailVerifiedAt);

/**
 * Plans the e-mail with a link to prove an address (the link is made when the e-mail leaves): the account's own
 * address, or the one a Telegram-only account asked to add (`pendingEmail`).
 */
export async function planVerificationMail(em: EntityManager, user: User, email = user.pendingEmail ?? user.email): Promise<void> {
  if (!email) return;
  await planIdentityMail(em, VERIFY_EMAIL_JOB, { userId: user.id, email: email.toLowerCase() });
}

/** The address a link may prove for this account now: its own while unproven, or the one waiting to be added. */
function awaitsProof(user: User, email: string): 'own' | 'pending' | null {
  if (user.pendingEmail?.toLowerCase() === email) return 'pending';
  if (user.email?.toLowerCase() === email && !isEmailProven(user)) return 'own';
  return null;
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
  if (!user || !awaitsProof(user, email)) return null;
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
    {
      kind: 'verification',
      to: user.pendingEmail ?? user.email ?? '',
      by: [{ key: `verify-mail:${user.id}`, limit: LIMITS_PER_ACTION.verificationMail }],
    },
    rateLimitOff,
  );
}

/** The signed-in user asks for another link. */
export async function resendVerification(em: EntityManager, user: User, rateLimitOff: boolean): Promise<void> {
  if (!user.pendingEmail && (isEmailProven(user) || !user.email)) throw new AppError('conflict', identityText.alreadyVerified);
  await hitVerificationMail(em, user, rateLimitOff);
  await planVerificationMail(em, user);
}

/**
 * Proves the address a link was sent to. The link is used up whatever the outcome; it proves only the address it
 * was sent to, and only while that is still the account's address, or the address it asked to add. An added address
 * becomes the account's only now, its mailbox having answered, and only if no other account holds it meanwhile: an
 * address nobody proved can never bring anyone into another account, nor be kept from its owner by a Telegram one.
 */
export async function confirmEmail(em: EntityManager, token: string, actor: Actor, now: Date): Promise<User> {
  const outcome = await em.transactional(async (tx) => {
    const link = await takeVerification(tx, verificationHash(token));
    if (!link) return 'invalid' as const;
    const user = await tx.findOne(UserSchema, { id: link.userId });
    const proving = user ? awaitsProof(user, link.email) : null;
    if (!user || (!proving && user.email?.toLowerCase() !== link.email)) return 'invalid' as const;
    if (link.expiresAt <= now) return 'expired' as const;
    if (proving === 'pending') {
      if (await emailTaken(tx, link.email, user.id)) return 'taken' as const;
      user.email = link.email;
      user.pendingEmail = null;
      user.emailVerifiedAt = now;
    }
    user.emailVerifiedAt ??= now;
    await tx.flush();
    await forgetVerifications(tx, user.id);
    await recordActivity(tx, { ...actor, userId: user.id }, 'email_verified', 'user', user.id);
    return user;
  });
  if (outcome === 'invalid') throw new AppError('validation', identityText.verifyInvalid);
  if (outcome === 'expired') throw new AppError('validation', identityText.verifyExpired);
  if (outcome === 'taken') throw new AppError('email_taken', uz.auth.emailTaken, { email: uz.auth.emailTaken });
  return outcome;
}

/**
 * An account without an address (registered with Telegram) asks to add one: it waits as `pendingEmail` until the
 * link sent to it is opened, and signs nobody in meanwhile. Asking again for another address replaces it.
 */
export async function askToAddEmail(em: EntityManager, user: User, email: string, rateLimitOff = false): Promise<void> {
  user.pendingEmail = email.toLowerCase();
  await hitVerificationMail(em, user, rateLimitOff);
  await em.flush();
  await forgetVerifications(em, user.id);
  await planVerificationMail(em, user, user.pendingEmail);
}

/**
 * A changed address is unproven again: the old links stop working and the new address gets one. Its e-mail counts
 * like another link: switching the address back and forth is refused (429) past the limit, the change with it.
 */
export async function emailChanged(em: EntityManager, user: User, rateLimitOff = false): Promise<void> {
  await hitVerificationMail(em, user, rateLimitOff);
  user.emailVerifiedAt = null;
  user.pendingEmail = null;
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
export async function takeOverUnprovenAccount(
  em: EntityManager,
  user: User,
  now: Date,
  options: { notify: boolean } = { notify: true },
): Promise<void> {
  user.password = null;
  user.emailVerifiedAt = now;
  user.pendingEmail = null;
  user.telegramUserId = null;
  user.telegramChatId = null;
  user.telegramUsername = null;
  user.telegramLinkToken = null;
  await em.flush();
  await endSessionsOf(em, user.id);
  await forgetVerifications(em, user.id);
  await dropTeamTiesOfAccount(em, user.id);
  if (options.notify && user.email)
    await planIdentityMail(em, TAKEOVER_NOTICE_JOB, { email: user.email.toLowerCase(), language: user.language }, now);
}
