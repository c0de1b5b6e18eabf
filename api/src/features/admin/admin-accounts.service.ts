import type { EntityManager } from '@mikro-orm/postgresql';
import { type AdminUser, AdminUserSchema } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { check, count, guardGuesses, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { adminText } from './messages.uz.ts';
import { adminAccountIdByLogin } from './admin-accounts.queries.ts';

async function findByLogin(em: EntityManager, login: string): Promise<AdminUser | null> {
  const id = await adminAccountIdByLogin(em, login);
  return id === null ? null : em.findOne(AdminUserSchema, { id });
}

/**
 * Admin-panel sign-in by username or e-mail, limited like a provider's login (rate-limit.ts, guardGuesses):
 * wrong passwords are counted per (account, address), per account, and per address over all accounts.
 * A missing, inactive or wrong account all answer the same, in about the same time.
 */
export async function authenticateAdmin(
  em: EntityManager,
  body: { username: string; password: string },
  actor: Actor,
  rateLimitOff: boolean,
): Promise<AdminUser> {
  const login = body.username.trim().toLowerCase();
  const addressKey = `admin-login:ip:${actor.ipAddress}`;
  if (!rateLimitOff) await check(em, addressKey, LIMITS_PER_ACTION.failedLoginPerAddress, false);
  const wrong = (error: unknown) => error instanceof AppError && error.code === 'invalid_credentials';
  const admin = await guardGuesses(
    em,
    `admin-login:${login}`,
    actor.ipAddress,
    { strict: LIMITS_PER_ACTION.failedLogin, disabled: rateLimitOff, isWrongGuess: wrong },
    async () => {
      const found = await findByLogin(em, login);
      const valid = await verifyPassword(body.password, found?.password);
      if (!found || !valid || !found.isActive) {
        if (!rateLimitOff) await count(em, addressKey, LIMITS_PER_ACTION.failedLoginPerAddress);
        throw new AppError('invalid_credentials', adminText.invalidCredentials);
      }
      return found;
    },
  );
  admin.lastLoginAt = new Date();
  await em.flush();
  await recordActivity(em, { ...actor, userId: null, adminUserId: admin.id }, 'admin_signed_in', 'admin_user', String(admin.id));
  return admin;
}

export interface NewAdminAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Creates an admin-panel account, or (same username) sets its e-mail and password and makes it active again. */
export async function saveAdminAccount(em: EntityManager, input: NewAdminAccount): Promise<{ admin: AdminUser; created: boolean }> {
  const password = await hashPassword(input.password);
  const existing = await findByLogin(em, input.username);
  if (existing && existing.username.toLowerCase() === input.username.toLowerCase()) {
    Object.assign(existing, { email: input.email, password, isActive: true, updatedAt: new Date() });
    await em.flush();
    return { admin: existing, created: false };
  }
  const admin = em.create(AdminUserSchema, {
    username: input.username,
    email: input.email,
    password,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
  await em.flush();
  return { admin, created: true };
}
