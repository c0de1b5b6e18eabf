import type { BookingStatus } from '@qabul/db';
import type { Language } from '../../contracts/i18n/languages.ts';
import type { Actor } from '../../lib/context.ts';
import type { BookingContext } from './booking-context.ts';
import type { BookingTime } from './booking-time.ts';
import type { ClientDetails, CreateBooking } from './bookings.schema.ts';

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
  /** The client's language, remembered on the booking: every later message to them is written in it. */
  language: ClientLanguage;
}

/**
 * `language`, unless the booking comes from a Telegram user whose chat has a language of its own (picked with
 * /language or in the Mini App): that pick wins, read inside the booking's own statement (no extra round trip).
 */
export interface ClientLanguage {
  language: Language;
  telegramChatId?: number | null;
}

/** The client's details of a booking form, the client's own or the provider's. */
export function clientOf(body: CreateBooking): NewBooking['client'] {
  const { name, phone, email, telegramUsername, notes, clientTimezone } = body;
  return { name, phone, email, telegramUsername, notes, clientTimezone };
}
