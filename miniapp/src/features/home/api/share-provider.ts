import { call } from '@qabul/web/api-client';
import { openTelegramLink, shareMessage } from '@telegram-apps/sdk-react';

/** POST /api/telegram/share/{username} — the provider's card saved for this person to send to any chat. */
function prepareProviderCard(username: string) {
  return call('POST /api/telegram/share/:username', { params: { username } });
}

/** The provider's public page, the link the fallback share sends. */
export function providerPageUrl(username: string): string {
  return `${window.location.origin}/${encodeURIComponent(username)}`;
}

/**
 * "Ulashish": Telegram's chat picker with the provider's prepared card (shareMessage); where the client or the
 * server cannot prepare one, Telegram's share-a-link screen with the provider's page.
 */
export async function shareProvider(username: string, text: string): Promise<void> {
  if (shareMessage.isAvailable()) {
    const prepared = await prepareProviderCard(username).catch(() => null);
    if (prepared) {
      await shareMessage(prepared.preparedMessageId).catch(() => undefined);
      return;
    }
  }
  const link = `https://t.me/share/url?url=${encodeURIComponent(providerPageUrl(username))}&text=${encodeURIComponent(text)}`;
  if (openTelegramLink.isAvailable()) openTelegramLink(link);
  else window.open(link, '_blank', 'noopener');
}
