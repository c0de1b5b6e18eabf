import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { check, count, guardGuesses, hit, LIMITS_PER_ACTION, seen } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import type { Login, Register } from './auth.schema.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { emailTaken, findUserByEmail } from './email-lookup.ts';
import { deriveUsername } from './username.ts';
import { planVerificationMail } from './email-verification.ts';

/** A new password account; it works at once, and a link to prove its e-mail is planned in the same transaction. */
export async function register(
  em: EntityManager,
  body: Register,
  actor: Actor,
  options: { rateLimitOff: boolean; language: Language },
): Promise<User> {
  const { rateLimitOff } = options;
  await hit(em, `register:ip:${actor.ipAddress}`, LIMITS_PER_ACTION.registration, rateLimitOff);
  if (await emailTaken(em, body.email)) throw new AppError('email_taken', uz.auth.emailTaken, { email: uz.auth.emailTaken });
  return em.transactional(async (tx) => {
    // Its insert fires db/src/sql/qabul_owner_master.sql: the new provider is their business's first master.
    const user = tx.create(UserSchema, {
      email: body.email,
      username: await deriveUsername(tx, body.email),
      password: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      language: body.language ?? options.language,
      emailVerifiedAt: null,
    });
    // The unique indexes settle a race between two registrations of one e-mail (mapped to 409).
    await tx.flush();
    await recordActivity(tx, { ...actor, userId: user.id }, 'registered', 'user', user.id);
    await planVerificationMail(tx, user);
    return user;
  });
}

/**
 * Same answer and similar time whether the e-mail exists or not. Wrong passwords are limited per (account,
 * address) strictly and per account loosely (not from an address the owner signed in from before), and per
 * address over all accounts: an attacker slows himself down, not the owner (rate-limit.ts, guardGuesses).
 */
export async function authenticate(em: EntityManager, body: Login, actor: Actor, rateLimitOff: boolean): Promise<User> {
  const email = body.username;
  const addressKey = `login:ip:${actor.ipAddress}`;
  const knownKey = `login:known:${email}:${actor.ipAddress}`;
  if (!rateLimitOff) await check(em, addressKey, LIMITS_PER_ACTION.failedLoginPerAddress, false);
  const trusted = !rateLimitOff && (await seen(em, knownKey));
  const wrongPassword = (error: unknown) => error instanceof AppError && error.code === 'unauthorized';
  return guardGuesses(
    em,
    `login:${email}`,
    actor.ipAddress,
    { strict: LIMITS_PER_ACTION.failedLogin, disabled: rateLimitOff, trusted, isWrongGuess: wrongPassword },
    async () => {
      const user = await findUserByEmail(em, email);
      const valid = await verifyPassword(body.password, user?.password);
      if (!user || !valid) {
        if (!rateLimitOff) await count(em, addressKey, LIMITS_PER_ACTION.failedLoginPerAddress);
        throw new AppError('unauthorized', uz.auth.badCredentials);
      }
      if (!rateLimitOff && !trusted) await count(em, knownKey, LIMITS_PER_ACTION.knownAddress);
      return user;
    },
  );
}
