import { isAuthDateInvalidError, isSignatureMissingError, validate } from '@telegram-apps/init-data-node';

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
 * Checks Mini App init data with Telegram's own algorithm (@telegram-apps/init-data-node: HMAC-SHA256 over the
 * sorted `key=value` lines with HMAC_SHA256("WebAppData", bot token), 24 h at most). Only after the signature
 * holds is anything inside read; a date more than a minute in the future is refused too.
 */
export function validateInitData(raw: string, botToken: string, options: { maxAgeSeconds?: number; now?: number } = {}): TelegramLaunch {
  try {
    validate(raw, botToken, { expiresIn: 0 });
  } catch (error) {
    if (isSignatureMissingError(error)) throw new InitDataError('hash missing');
    if (isAuthDateInvalidError(error)) throw new InitDataError('auth_date invalid');
    throw new InitDataError('bad signature');
  }
  const params = new URLSearchParams(raw);
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
