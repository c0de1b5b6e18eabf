import type { Next } from 'koa';
import { type Language, telegramLanguage } from '../../contracts/i18n/languages.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import type { ClientLanguage } from '../bookings/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { InitDataError, type TelegramLaunch, validateInitData } from './init-data.ts';
import { telegramText } from './messages.uz.ts';

/** Validates init data with the configured bot token; every failure is a 401 with an Uzbek message. */
export function launchFrom(ctx: AppContext, raw: string, options: { maxAgeSeconds?: number } = {}): TelegramLaunch {
  const token = ctx.deps.config.telegram.token;
  if (!token) throw new AppError('unauthorized', telegramText.botNotConfigured);
  try {
    return validateInitData(raw, token, options);
  } catch (error) {
    if (error instanceof InitDataError && error.message === 'expired') throw new AppError('unauthorized', telegramText.expired);
    throw new AppError('unauthorized', telegramText.invalid);
  }
}

/** `Authorization: tma <initData>`: every Mini App call carries the signed launch data. */
export async function requireTelegram(ctx: AppContext, next: Next): Promise<void> {
  const header = ctx.get('authorization');
  if (!header.startsWith('tma ')) throw new AppError('unauthorized', telegramText.signInRequired);
  (ctx.state as { telegram?: TelegramLaunch }).telegram = launchFrom(ctx, header.slice(4).trim());
  await next();
}

export function telegramOf(ctx: AppContext): TelegramLaunch {
  const launch = (ctx.state as { telegram?: TelegramLaunch }).telegram;
  if (!launch) throw new AppError('unauthorized', telegramText.signInRequired);
  return launch;
}

/** Whether a request open to everyone comes from the Mini App: valid init data, never the header's mere presence. */
export function isTelegramLaunch(ctx: AppContext): boolean {
  return telegramLaunchOrNull(ctx) !== null;
}

/** The Mini App's launch on a request open to everyone (valid init data), else null. */
export function telegramLaunchOrNull(ctx: AppContext): TelegramLaunch | null {
  const header = ctx.get('authorization');
  if (!header.startsWith('tma ')) return null;
  try {
    return launchFrom(ctx, header.slice(4).trim());
  } catch {
    return null;
  }
}

/**
 * The language a booking made by this request remembers for its client: the one the form sent, else in the
 * Mini App the Telegram user's (their chat's own pick, read in the booking's statement, else the app's
 * `language_code`), else the request's (`lang` cookie, Accept-Language).
 */
export function clientLanguageOf(ctx: AppContext, sent: Language | null | undefined): ClientLanguage {
  if (sent) return { language: sent };
  const launch = telegramLaunchOrNull(ctx);
  if (launch) return { language: telegramLanguage(null, launch.user.language_code), telegramChatId: launch.user.id };
  return { language: requestLanguage(ctx) };
}
