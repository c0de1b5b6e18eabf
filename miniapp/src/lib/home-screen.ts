import { addToHomeScreen, checkHomeScreenStatus } from '@telegram-apps/sdk-react';
import { getMyBookings } from './my-bookings.ts';

/** From this many upcoming bookings on (the one just made included) the person is offered a home-screen shortcut. */
const OFFER_AFTER_BOOKINGS = 2;

/**
 * Whether to offer "add to home screen" after a booking: from the client's second booking on (as the server
 * counts them, whatever device made them), when their Telegram can add a shortcut and has none yet.
 */
export async function shouldOfferHomeScreen(): Promise<boolean> {
  if (!checkHomeScreenStatus.isAvailable() || !addToHomeScreen.isAvailable()) return false;
  try {
    const bookings = await getMyBookings();
    if (bookings.upcoming.length < OFFER_AFTER_BOOKINGS) return false;
    const status = await checkHomeScreenStatus();
    return status === 'missed' || status === 'unknown';
  } catch {
    return false;
  }
}

export function offerHomeScreen(): void {
  addToHomeScreen.ifAvailable();
}
