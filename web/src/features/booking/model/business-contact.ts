import type { BookingDetails } from '../../../lib/types.ts';

/** How a client reaches the business about their booking: its phone, else its Telegram, else its name (never an e-mail). */
export function businessContact(details: Pick<BookingDetails, 'providerPhone' | 'providerTelegram' | 'providerName'>): string {
  return details.providerPhone ?? (details.providerTelegram ? `@${details.providerTelegram}` : details.providerName);
}
