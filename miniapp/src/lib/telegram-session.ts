import { isLanguage, type Language } from '@qabul/api/i18n';
import { api } from '@qabul/web/api-client';

/** What POST /api/telegram/auth says about the person beyond the signed launch itself. */
export interface TelegramSession {
  /** Their own phone, shared as a contact in the bot chat (E.164), or null. */
  phone: string | null;
  phoneVerified: boolean;
  /** The server can bill a reserve fee as a Telegram invoice (it has a payment provider token). */
  invoices: boolean;
  /** The language the person picked in the bot (/language), or null (none, or a server that does not say). */
  language: Language | null;
}

let initData = '';

export function rememberInitData(raw: string): void {
  initData = raw;
}

/** POST /api/telegram/auth {initData}: read again after the person shares their contact. */
export async function getTelegramSession(): Promise<TelegramSession> {
  const answer = await api<Partial<Record<keyof TelegramSession, unknown>>>('/api/telegram/auth', { method: 'POST', body: { initData } });
  return {
    phone: typeof answer.phone === 'string' ? answer.phone : null,
    phoneVerified: Boolean(answer.phoneVerified),
    invoices: answer.invoices === true,
    language: isLanguage(answer.language) ? answer.language : null,
  };
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
