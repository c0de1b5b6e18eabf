import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Who the Telegram Login Widget says signed in, once its hash holds. */
export interface TelegramLoginUser {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  authDate: Date;
  /** The answer's hash: remembered until it is too old to be accepted, so a replay signs nobody in. */
  hash: string;
}

export class TelegramLoginError extends Error {
  constructor(readonly reason: 'bad_hash' | 'expired' | 'invalid') {
    super(reason);
  }
}

/** DECISIONS.md: an answer of the widget is accepted for 24 hours at most. */
export const TELEGRAM_LOGIN_MAX_AGE_SECONDS = 86_400;

/**
 * Checks a Telegram Login Widget answer as Telegram's documentation says: the data-check-string is every field but
 * `hash`, as `key=value` lines sorted by key and joined by "\n"; the expected hash is its HMAC-SHA256 in hex with
 * SHA256(bot token) as the key (not the Mini App's "WebAppData" key: the two signatures cannot stand in for each
 * other). Compared in constant time. Only then is anything inside read; `auth_date` must be at most 24 hours old
 * (a minute into the future is tolerated clock skew). A field sent as null is left out, as Telegram leaves out the
 * fields a user has not got.
 */
export function checkTelegramLogin(
  fields: Record<string, string | number | null | undefined>,
  botToken: string,
  now = Date.now(),
  maxAgeSeconds = TELEGRAM_LOGIN_MAX_AGE_SECONDS,
): TelegramLoginUser {
  const hash = typeof fields.hash === 'string' ? fields.hash.toLowerCase() : '';
  const lines = Object.entries(fields)
    .filter(([key, value]) => key !== 'hash' && value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort();
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(lines.join('\n')).digest();
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new TelegramLoginError('bad_hash');

  const authDate = Number(fields.auth_date);
  const id = Number(fields.id);
  if (!Number.isSafeInteger(authDate) || authDate <= 0 || !Number.isSafeInteger(id) || id <= 0) throw new TelegramLoginError('invalid');
  const age = now / 1000 - authDate;
  if (age > maxAgeSeconds || age < -60) throw new TelegramLoginError('expired');
  const text = (key: string) => (typeof fields[key] === 'string' && fields[key] !== '' ? (fields[key] as string) : null);
  return {
    id,
    firstName: text('first_name') ?? '',
    lastName: text('last_name'),
    username: text('username'),
    authDate: new Date(authDate * 1000),
    hash,
  };
}
