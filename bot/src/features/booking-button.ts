import { InlineKeyboard } from 'grammy';
import type { BotConfig } from '../context.ts';
import { botText } from '../messages.uz.ts';

/**
 * Opens the provider's booking flow. Telegram accepts web_app buttons only for HTTPS pages, so a
 * development server on http:// gets a plain link to the web booking page instead.
 */
export function bookingButton(settings: BotConfig, providerUsername: string): InlineKeyboard {
  const miniApp = new URL(settings.miniAppUrl);
  if (miniApp.protocol === 'https:') {
    miniApp.searchParams.set('tgWebAppStartParam', providerUsername);
    return new InlineKeyboard().webApp(botText.openBookingButton, miniApp.toString());
  }
  return new InlineKeyboard().url(botText.openBookingButton, `${settings.publicUrl}/${encodeURIComponent(providerUsername)}`);
}
