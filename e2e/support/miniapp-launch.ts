import { signInitData } from '../../api/test/telegram/support/sign-init-data.ts';
import { BOT_TOKEN } from './test-bot.ts';

/** Telegram's dark theme, as a phone passes it to a Mini App. */
const THEME = {
  bg_color: '#1c1c1d',
  secondary_bg_color: '#000000',
  text_color: '#ffffff',
  hint_color: '#98989e',
  button_color: '#e05a2b',
  button_text_color: '#ffffff',
};

/**
 * The Mini App's address as Telegram's Android client opens it for `user`: launch parameters in the URL hash
 * (init data signed with the test bot's token, checked by the real server; a reload keeps them).
 */
export function miniAppUrl(appUrl: string, user: Record<string, unknown>, startParam?: string): string {
  const hash = new URLSearchParams({
    // Current clients also send an Ed25519 `signature`; it is part of what the bot-token HMAC covers.
    tgWebAppData: signInitData({ user, chat_type: 'sender', chat_instance: '-100200300', signature: 'e2e-signature_value' }, BOT_TOKEN),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(THEME),
  });
  return `${appUrl}/miniapp/${startParam ? `?tgWebAppStartParam=${startParam}` : ''}#${hash}`;
}
