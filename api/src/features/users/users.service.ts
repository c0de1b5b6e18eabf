import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import type { PasswordChange, ProfileUpdate } from '../auth/index.ts';
import { emailChanged, emailTaken, endSessionsOf, hashPassword, verifyPassword } from '../auth/index.ts';
import { isReservedUsername } from '../../contracts/public-paths.ts';

/** A new e-mail address is unproven again until its owner opens the link sent to it. */
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
  const newEmail = body.email !== user.email.toLowerCase();
  if (newEmail) {
    if (await emailTaken(em, body.email, user.id)) {
      throw new AppError('email_taken', uz.auth.emailTaken, {
        email: uz.auth.emailTaken,
      });
    }
  }
  // The audit row commits with the change it records, or neither does.
  return em.transactional(async (tx) => {
    // An omitted language leaves the profile's as it is.
    const { language, ...rest } = body;
    tx.assign(user, language ? { ...rest, language } : rest);
    await tx.flush();
    if (newEmail) await emailChanged(tx, user, rateLimitOff);
    await recordActivity(tx, actor, 'profile_updated', 'user', user.id);
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
