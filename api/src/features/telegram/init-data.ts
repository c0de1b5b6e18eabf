import { createHmac, timingSafeEqual } from 'node:crypto';

/** The Telegram user as the Mini App's signed init data describes them. */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
  allows_write_to_pm?: boolean;
}

export interface TelegramLaunch {
  user: TelegramUser;
  startParam: string | null;
  authDate: Date;
}

export class InitDataError extends Error {}

const DAY_SECONDS = 86_400;

/**
 * Checks Mini App init data the way Telegram signs it: HMAC-SHA256 over the sorted `key=value` lines
 * (everything but `hash`, `signature` included) with the key HMAC_SHA256("WebAppData", bot token).
 * Only after the signature holds is anything inside read; stale data (over 24 h) is refused too.
 */
export function validateInitData(raw: string, botToken: string, options: { maxAgeSeconds?: number; now?: number } = {}): TelegramLaunch {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) throw new InitDataError('hash missing');
  const lines: string[] = [];
  for (const [key, value] of params) if (key !== 'hash') lines.push(`${key}=${value}`);
  lines.sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(lines.join('\n')).digest();
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InitDataError('bad signature');

  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) throw new InitDataError('auth_date invalid');
  const ageSeconds = (options.now ?? Date.now()) / 1000 - authDate;
  // A minute of clock skew into the future is tolerated; more means a forged or broken clock.
  if (ageSeconds > (options.maxAgeSeconds ?? DAY_SECONDS) || ageSeconds < -60) throw new InitDataError('expired');

  const user = parseUser(params.get('user'));
  return {
    user,
    startParam: params.get('start_param'),
    authDate: new Date(authDate * 1000),
  };
}

function parseUser(json: string | null): TelegramUser {
  let user: Partial<TelegramUser> | undefined;
  try {
    user = json ? (JSON.parse(json) as Partial<TelegramUser>) : undefined;
  } catch {
    user = undefined;
  }
  if (!user || !Number.isSafeInteger(user.id) || typeof user.first_name !== 'string') throw new InitDataError('user missing');
  return user as TelegramUser;
}
