import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import type { Language } from '../../contracts/i18n/languages.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { recordActivity } from '../activity/index.ts';
import { identityText } from './messages.uz.ts';
import { checkTelegramLogin, TELEGRAM_LOGIN_MAX_AGE_SECONDS, TelegramLoginError, type TelegramLoginUser } from './telegram-login.ts';
import { useTelegramLogin } from './telegram-login.queries.ts';
import { usernameFrom } from './username.ts';

const t = identityText.telegram;

/**
 * A Login Widget answer checked with the bot token and used up: its hash must hold, it must be at most 24 hours old,
 * and it must not have been used before (its hash is kept until it would be too old anyway), so an answer caught in
 * transit or in a log signs nobody in a second time. Every refusal is a 401.
 */
export async function verifiedTelegramLogin(
  em: EntityManager,
  fields: Record<string, string | number | null | undefined>,
  botToken: string | null | undefined,
  now = Date.now(),
): Promise<TelegramLoginUser> {
  if (!botToken) throw new AppError('unavailable', t.notConfigured);
  let login: TelegramLoginUser;
  try {
    login = checkTelegramLogin(fields, botToken, now);
  } catch (error) {
    if (error instanceof TelegramLoginError && error.reason === 'expired') throw new AppError('unauthorized', t.expired);
    throw new AppError('unauthorized', uz.auth.telegramInvalid);
  }
  const keptUntil = new Date(login.authDate.getTime() + TELEGRAM_LOGIN_MAX_AGE_SECONDS * 1000 + 60_000);
  if (!(await useTelegramLogin(em, login.hash, keptUntil))) throw new AppError('unauthorized', t.used);
  return login;
}

/** The account a Telegram user signs in to, if any. */
export function accountOfTelegramUser(em: EntityManager, telegramUserId: number): Promise<User | null> {
  return em.findOne(UserSchema, { telegramUserId });
}

const isTelegramTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).constraint === 'users_telegram_user_id_unique';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Signs in the account this Telegram user signs in to, or registers a new provider account that signs in with
 * Telegram only: no e-mail and no password until its owner adds them, its username from the Telegram username (else
 * the name), its notices to this Telegram chat. Never merges into an account found by anything else (a name, an
 * e-mail): a Telegram account reaches only the account it was linked to by its owner.
 */
export async function signInWithTelegram(
  em: EntityManager,
  login: TelegramLoginUser,
  actor: Actor,
  options: { language: Language; rateLimitOff: boolean },
): Promise<{ user: User; registered: boolean }> {
  const existing = await accountOfTelegramUser(em, login.id);
  if (existing) {
    await em.transactional(async (tx) => {
      // The username may have changed in Telegram since: the account shows the current one.
      if (login.username && existing.telegramUsername !== login.username) tx.assign(existing, { telegramUsername: login.username });
      await tx.flush();
      await recordActivity(tx, { ...actor, userId: existing.id }, 'telegram_signed_in', 'user', existing.id, { via: 'login_widget' });
    });
    return { user: existing, registered: false };
  }
  await hit(em, `register:ip:${actor.ipAddress}`, LIMITS_PER_ACTION.registration, options.rateLimitOff);
  // Two answers of one new person at once (two tabs) race to register: the loser signs in to the winner's account. A
  // username taken meanwhile by someone else is chosen again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { user: await registerTelegramAccount(em, login, actor, options.language), registered: true };
    } catch (error) {
      const winner = await accountOfTelegramUser(em.fork(), login.id);
      if (winner) return { user: winner, registered: false };
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

function registerTelegramAccount(em: EntityManager, login: TelegramLoginUser, actor: Actor, language: Language): Promise<User> {
  return em.fork().transactional(async (tx) => {
    const created = tx.create(UserSchema, {
      email: null,
      password: null,
      username: await usernameFrom(tx, login.username ?? login.firstName),
      firstName: login.firstName,
      lastName: login.lastName,
      language,
      telegramUserId: login.id,
      // A private chat's id is its user's id: the account's notices go to this chat.
      telegramChatId: login.id,
      telegramUsername: login.username,
    });
    await tx.flush();
    await recordActivity(tx, { ...actor, userId: created.id }, 'registered', 'user', created.id, { via: 'telegram' });
    return created;
  });
}

/**
 * A signed-in account links the Telegram account that signed in with the widget just now: from then on it signs in
 * to this account and gets its notices. A Telegram account that already signs in to another account is refused (409).
 */
export async function linkTelegram(em: EntityManager, user: User, login: TelegramLoginUser, actor: Actor): Promise<User> {
  const holder = await accountOfTelegramUser(em, login.id);
  if (holder && holder.id !== user.id) throw new AppError('conflict', uz.auth.telegramTaken);
  try {
    await em.transactional(async (tx) => {
      tx.assign(user, { telegramUserId: login.id, telegramChatId: login.id, telegramUsername: login.username });
      await tx.flush();
      await recordActivity(tx, actor, 'telegram_linked', 'user', user.id);
    });
  } catch (error) {
    if (isTelegramTaken(error)) throw new AppError('conflict', uz.auth.telegramTaken);
    throw error;
  }
  return user;
}

/** The account keeps a way in without Telegram: an address with a password, or an address it proved (a reset, Google). */
export function hasAnotherWayIn(user: User): boolean {
  return Boolean(user.email && (user.password || user.emailVerifiedAt));
}

/** Unlinks the account's Telegram (sign-in and notices alike), only while the account keeps another way in. */
export async function unlinkTelegram(em: EntityManager, user: User, actor: Actor): Promise<void> {
  if (!user.telegramUserId && !user.telegramChatId) return;
  if (!hasAnotherWayIn(user)) throw new AppError('conflict', t.lastWay);
  await em.transactional(async (tx) => {
    tx.assign(user, { telegramUserId: null, telegramChatId: null, telegramUsername: null, telegramLinkToken: null });
    await tx.flush();
    await recordActivity(tx, actor, 'telegram_unlinked', 'user', user.id);
  });
}
