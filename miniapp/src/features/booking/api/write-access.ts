import { requestWriteAccess } from '@telegram-apps/sdk-react';

/**
 * The bot may message someone only once they started it or allowed it. People who book in the Mini App
 * without ever opening the bot's chat are asked here; a refusal still leaves the booking made.
 */
export async function askToMessage(alreadyAllowed: boolean): Promise<boolean> {
  if (alreadyAllowed) return true;
  if (!requestWriteAccess.isAvailable()) return false;
  try {
    return (await requestWriteAccess()) === 'allowed';
  } catch {
    return false;
  }
}
