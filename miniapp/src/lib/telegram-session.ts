import { api } from '@qabul/web/api-client';

/** What POST /api/telegram/auth says about the person beyond the signed launch itself. */
export interface TelegramSession {
  /** Their own phone, shared as a contact in the bot chat (E.164), or null. */
  phone: string | null;
  phoneVerified: boolean;
  /** The server can bill a reserve fee as a Telegram invoice (it has a payment provider token). */
  invoices: boolean;
}

let initData = '';

export function rememberInitData(raw: string): void {
  initData = raw;
}

/** POST /api/telegram/auth {initData}: read again after the person shares their contact. */
export async function getTelegramSession(): Promise<TelegramSession> {
  const answer = await api<Partial<TelegramSession>>('/api/telegram/auth', { method: 'POST', body: { initData } });
  return { phone: answer.phone ?? null, phoneVerified: Boolean(answer.phoneVerified), invoices: answer.invoices === true };
}
