import { requestPhoneAccess } from '@telegram-apps/sdk-react';
import { getTelegramSession } from '../../../lib/telegram-session.ts';

/** How long the Mini App waits for the bot to receive the shared contact (it arrives as a chat message). */
const WAIT_FOR_CONTACT_MS = 20_000;
const ASK_EVERY_MS = 1_000;

/**
 * Telegram's own "share your phone number" dialog. The contact goes to the bot's chat as a message from the
 * person, and the bot keeps a contact shared by its owner as their verified phone; so once the person agrees,
 * the server is asked until it knows the phone. Null when they decline, the client cannot ask, or it never came.
 */
export async function askForPhone(): Promise<string | null> {
  if (!requestPhoneAccess.isAvailable()) return null;
  let status: string;
  try {
    status = await requestPhoneAccess();
  } catch {
    return null;
  }
  if (status !== 'sent') return null;
  const until = Date.now() + WAIT_FOR_CONTACT_MS;
  while (Date.now() < until) {
    const session = await getTelegramSession().catch(() => null);
    if (session?.phone) return session.phone;
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
  return null;
}
