import type { BookingStatus } from '@qabul/db';
import type { Actor } from '../../lib/context.ts';
import type { BookingContext } from './booking-context.ts';
import type { BookingTime } from './booking-time.ts';
import type { ClientDetails } from './bookings.schema.ts';

export interface NewBooking {
  context: BookingContext;
  time: BookingTime;
  client: ClientDetails & { clientTimezone: string | null };
  status: BookingStatus;
  /** null when a client books on the public page. */
  provider: Actor | null;
  /** A reserve-fee booking made by its payment order: held, and announced only once paid. */
  awaitingPayment?: boolean;
  /** Booked inside the bot chat: the booking belongs to that chat, and says whether Telegram verified the phone. */
  telegram?: { chatId: number; phoneVerified: boolean };
}
