/**
 * Telegram's Login Widget without Telegram's script (which the page's Content-Security-Policy would have to let in,
 * and which cannot load where telegram.org is unreachable): the button sends the browser to Telegram's own sign-in
 * page, oauth.telegram.org/auth, which asks the person in Telegram and comes back to `return_to` with the signed
 * answer in the address's fragment (`#tgAuthResult=<base64url JSON>`, the widget's own redirect form). The fragment
 * never reaches any server log; the page posts it to our API, which checks its hash with the bot token.
 * (ADR 028.)
 */

/** What Telegram signs: the widget's fields, `hash` over the others. */
export interface TelegramLoginData {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

const TELEGRAM_AUTH = 'https://oauth.telegram.org/auth';

/**
 * Telegram's sign-in page for our bot, coming back to `returnPath` on this site (Telegram checks that `origin` is the
 * domain set for the bot with BotFather's /setdomain). `request_access=write` lets the bot message the owner.
 */
export function telegramLoginUrl(botId: string | number, origin: string, returnPath: string): string {
  const params = new URLSearchParams({
    bot_id: String(botId),
    origin,
    request_access: 'write',
    return_to: new URL(returnPath, origin).toString(),
  });
  return `${TELEGRAM_AUTH}?${params.toString()}`;
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The signed answer in a fragment Telegram came back with, or null when the fragment holds none (or Telegram said
 * the person refused: `tgAuthResult=false`). Read as data only: the server checks it.
 */
export function readTelegramLoginResult(hash: string): TelegramLoginData | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('tgAuthResult');
  if (!raw || raw === 'false') return null;
  try {
    const data = JSON.parse(decodeBase64Url(raw)) as Partial<TelegramLoginData> | null;
    if (!data || typeof data.id !== 'number' || typeof data.hash !== 'string' || typeof data.auth_date !== 'number') return null;
    return data as TelegramLoginData;
  } catch {
    return null;
  }
}

/** The current address without Telegram's fragment, so a reload or "back" does not post it again. */
export function forgetTelegramLoginResult(): void {
  if (!window.location.hash.includes('tgAuthResult')) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
