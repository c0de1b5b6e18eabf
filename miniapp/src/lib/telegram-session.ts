import { type CallAnswer, call } from '@qabul/web/api-client';

/**
 * What POST /api/telegram/auth says about the person beyond the signed launch itself: their own phone shared in the
 * bot chat (or null), whether the server bills reserve fees as Telegram invoices, their /language pick (or null).
 */
export type TelegramSession = Pick<CallAnswer<'POST /api/telegram/auth'>, 'phone' | 'phoneVerified' | 'invoices' | 'language'>;

let initData = '';

export function rememberInitData(raw: string): void {
  initData = raw;
}

/** POST /api/telegram/auth {initData}: read again after the person shares their contact. */
export async function getTelegramSession(): Promise<TelegramSession> {
  const { phone, phoneVerified, invoices, language } = await call('POST /api/telegram/auth', { body: { initData } });
  return { phone, phoneVerified, invoices, language };
}

let opening: Promise<TelegramSession> | null = null;

/** The read made as the app opens: the language it starts in may be the one the person picked in the bot. */
export function openingTelegramSession(): Promise<TelegramSession> {
  opening ??= getTelegramSession();
  return opening;
}

/** The first screen that needs the session takes the opening read (no second request); later ones ask afresh. */
export function takeTelegramSession(): Promise<TelegramSession> {
  const read = opening ?? getTelegramSession();
  opening = null;
  return read;
}
