import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import type { CredentialsInput, PasswordChange, ProfileUpdate } from '../auth/index.ts';
import { askToAddEmail, emailChanged, emailTaken, endSessionsOf, hashPassword, identityText, verifyPassword } from '../auth/index.ts';
import { isReservedUsername } from '../../contracts/public-paths.ts';

/**
 * A new e-mail address is unproven again until its owner opens the link sent to it. An account without one (made
 * with Telegram) does not get the address it gives at once: it waits for the link (`askToAddEmail`).
 */
export async function updateProfile(em: EntityManager, user: User, body: ProfileUpdate, actor: Actor, rateLimitOff = false): Promise<User> {
  if (body.username !== user.username) {
    if (
      isReservedUsername(body.username) ||
      (await em.count(UserSchema, {
        username: body.username,
        id: { $ne: user.id },
      })) > 0
    ) {
      throw new AppError('username_taken', uz.auth.usernameTaken, {
        username: uz.auth.usernameTaken,
      });
    }
  }
  const newEmail = body.email !== null && body.email !== user.email?.toLowerCase() ? body.email : null;
  if (newEmail && (await emailTaken(em, newEmail, user.id))) {
    throw new AppError('email_taken', uz.auth.emailTaken, {
      email: uz.auth.emailTaken,
    });
  }
  // The audit row commits with the change it records, or neither does.
  return em.transactional(async (tx) => {
    // An omitted language leaves the profile's as it is.
    const { language, email: _email, ...rest } = body;
    tx.assign(user, language ? { ...rest, language } : rest);
    await tx.flush();
    if (newEmail && user.email) {
      tx.assign(user, { email: newEmail });
      await emailChanged(tx, user, rateLimitOff);
    } else if (newEmail) {
      await askToAddEmail(tx, user, newEmail, rateLimitOff);
    }
    await recordActivity(tx, actor, 'profile_updated', 'user', user.id);
    return user;
  });
}

/**
 * An account that has no password (made with Telegram or Google) adds one. Without an address, the one it gives
 * waits for the link sent to it before it can sign anyone in; with one, the password is for that address.
 */
export async function setCredentials(em: EntityManager, user: User, body: CredentialsInput, actor: Actor): Promise<User> {
  const t = identityText.credentials;
  if (user.password) throw new AppError('conflict', t.passwordExists);
  if (!user.email && !body.email) throw new AppError('validation', t.emailRequired, { email: t.emailRequired });
  if (user.email && body.email && body.email !== user.email.toLowerCase()) {
    throw new AppError('validation', t.emailMismatch, { email: t.emailMismatch });
  }
  const adding = !user.email ? body.email : null;
  if (adding && (await emailTaken(em, adding, user.id)))
    throw new AppError('email_taken', uz.auth.emailTaken, { email: uz.auth.emailTaken });
  const password = await hashPassword(body.password);
  return em.transactional(async (tx) => {
    tx.assign(user, { password });
    await tx.flush();
    if (adding) await askToAddEmail(tx, user, adding);
    await recordActivity(tx, actor, 'credentials_added', 'user', user.id, { email: Boolean(adding) });
    return user;
  });
}

export async function changePassword(em: EntityManager, user: User, body: PasswordChange, actor: Actor): Promise<void> {
  if (!(await verifyPassword(body.currentPassword, user.password))) {
    throw new AppError('validation', uz.auth.wrongCurrentPassword, {
      currentPassword: uz.auth.wrongCurrentPassword,
    });
  }
  const password = await hashPassword(body.newPassword);
  await em.transactional(async (tx) => {
    tx.assign(user, { password });
    await tx.flush();
    // Other devices' sessions end with the old password.
    await endSessionsOf(tx, user.id);
    await recordActivity(tx, actor, 'password_changed', 'user', user.id);
  });
}
