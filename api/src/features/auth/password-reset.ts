import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import { findUserByEmail } from './email-lookup.ts';
import { isEmailProven, takeOverUnprovenAccount, verificationHash } from './email-verification.ts';
import { planIdentityMail } from './email-verification.queries.ts';
import { identityText } from './messages.uz.ts';
import { hashPassword } from './password.ts';
import { forgetResets, keepReset, takeReset } from './password-reset.queries.ts';
import { endSessionsOf } from './sessions.queries.ts';

/** The outbox kind of the reset e-mail. */
export const PASSWORD_RESET_JOB = 'password_reset';

/** DECISIONS.md, "The business on its page": a reset link works once within an hour. */
export const RESET_VALID_MS = 60 * 60_000;

/**
 * Someone asks for a reset link to `email`. The answer is the same whether an account has that address or not (the
 * caller always says 202); the e-mail goes only to an account's own address, never to one waiting to be proven. A
 * few asks an hour per address and per e-mail, so nobody turns us into a mail cannon or a probe.
 */
export async function requestPasswordReset(em: EntityManager, email: string, actor: Actor, rateLimitOff: boolean): Promise<void> {
  await hit(em, `reset:ip:${actor.ipAddress}`, LIMITS_PER_ACTION.passwordResetPerAddress, rateLimitOff);
  await hit(em, `reset:email:${email}`, LIMITS_PER_ACTION.passwordResetPerEmail, rateLimitOff);
  const user = await findUserByEmail(em, email);
  if (!user?.email) return;
  await em.transactional(async (tx) => {
    await planIdentityMail(tx, PASSWORD_RESET_JOB, { userId: user.id, email: user.email!.toLowerCase() });
    await recordActivity(tx, { ...actor, userId: user.id }, 'password_reset_requested', 'user', user.id);
  });
}

/** A new reset link, made as the e-mail leaves so it is never at rest; null when the address is no longer the account's. */
export async function issuePasswordReset(
  em: EntityManager,
  userId: string,
  email: string,
  now: Date,
): Promise<{ user: User; token: string } | null> {
  const user = await em.findOne(UserSchema, { id: userId });
  if (!user || user.email?.toLowerCase() !== email) return null;
  const token = randomBytes(32).toString('base64url');
  await keepReset(em, verificationHash(token), { userId, email, expiresAt: new Date(now.getTime() + RESET_VALID_MS) });
  return { user, token };
}

/**
 * Sets the new password from a reset link: once, within the hour, and only while the link's address is still the
 * account's. Every session of the account ends and every other reset link stops working. The link proved the
 * mailbox: an account whose address was never proven becomes the mailbox owner's alone, exactly as Google's proof
 * makes it (whoever registered it loses every way in: their sessions, a linked Telegram, a connected Google).
 */
export async function confirmPasswordReset(em: EntityManager, token: string, password: string, actor: Actor, now: Date): Promise<User> {
  const hashed = await hashPassword(password);
  const outcome = await em.transactional(async (tx) => {
    const reset = await takeReset(tx, verificationHash(token));
    if (!reset) return 'invalid' as const;
    const user = await tx.findOne(UserSchema, { id: reset.userId });
    if (!user || user.email?.toLowerCase() !== reset.email) return 'invalid' as const;
    if (reset.expiresAt <= now) return 'expired' as const;
    const takenOver = !isEmailProven(user);
    if (takenOver) {
      // The one who registered the address without proving it had connected their Google (calendar, Meet): it goes too.
      Object.assign(user, { googleRefreshToken: null, googleConnected: false, googleEmail: null, googleCalendarSync: false });
      await takeOverUnprovenAccount(tx, user, now, { notify: false });
    }
    user.password = hashed;
    await tx.flush();
    await endSessionsOf(tx, user.id);
    await forgetResets(tx, user.id);
    await recordActivity(tx, { ...actor, userId: user.id }, 'password_reset', 'user', user.id, takenOver ? { takenOver } : undefined);
    return user;
  });
  if (outcome === 'invalid') throw new AppError('validation', identityText.resetInvalid, { token: identityText.resetInvalid });
  if (outcome === 'expired') throw new AppError('validation', identityText.reset.expired, { token: identityText.reset.expired });
  return outcome;
}
