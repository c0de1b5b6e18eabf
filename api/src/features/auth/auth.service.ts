import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { check, count, hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { Login, Register } from './auth.schema.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deriveUsername } from './username.ts';

export async function register(em: EntityManager, body: Register, actor: Actor, rateLimitOff: boolean): Promise<User> {
  await hit(em, `register:ip:${actor.ipAddress}`, LIMITS_PER_ACTION.registration, rateLimitOff);
  const existing = await em.count(UserSchema, {
    email: { $ilike: body.email },
  });
  if (existing > 0) throw new AppError('email_taken', uz.auth.emailTaken);
  const user = em.create(UserSchema, {
    email: body.email,
    username: await deriveUsername(em, body.email),
    password: await hashPassword(body.password),
    firstName: body.firstName,
    lastName: body.lastName,
  });
  // The unique indexes settle a race between two registrations of one e-mail (mapped to 409).
  await em.flush();
  await recordActivity(em, { ...actor, userId: user.id }, 'registered', 'user', user.id);
  return user;
}

/** Same answer and similar time whether the e-mail exists or not; failures are rate limited per account and IP. */
export async function authenticate(em: EntityManager, body: Login, actor: Actor, rateLimitOff: boolean): Promise<User> {
  const accountKey = `login:account:${body.username}`;
  const ipKey = `login:ip:${actor.ipAddress}`;
  await check(em, accountKey, LIMITS_PER_ACTION.failedLogin, rateLimitOff);
  await check(em, ipKey, LIMITS_PER_ACTION.failedLogin, rateLimitOff);
  const user = await em.findOne(UserSchema, {
    email: { $ilike: body.username },
  });
  const valid = await verifyPassword(body.password, user?.password);
  if (!user || !valid) {
    if (!rateLimitOff) {
      await count(em, accountKey, LIMITS_PER_ACTION.failedLogin);
      await count(em, ipKey, LIMITS_PER_ACTION.failedLogin);
    }
    throw new AppError('unauthorized', uz.auth.badCredentials);
  }
  return user;
}
