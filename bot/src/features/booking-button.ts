import { InlineKeyboard } from 'grammy';
import type { BotConfig } from '../context.ts';
import type { BotText } from '../messages.ts';

/**
 * Opens the provider's booking flow. Telegram accepts web_app buttons only for HTTPS pages, so a
 * development server on http:// gets a plain link to the web booking page instead.
 */
export function bookingButton(settings: BotConfig, providerUsername: string, text: BotText): InlineKeyboard {
  const miniApp = new URL(settings.miniAppUrl);
  if (miniApp.protocol === 'https:') {
    miniApp.searchParams.set('tgWebAppStartParam', providerUsername);
    return new InlineKeyboard().webApp(text.openBookingButton, miniApp.toString());
  }
  return new InlineKeyboard().url(text.openBookingButton, `${settings.publicUrl}/${encodeURIComponent(providerUsername)}`);
}
