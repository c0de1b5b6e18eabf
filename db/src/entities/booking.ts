import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'no_show';

export class Booking {
  [OptionalProps]?: 'isOnlineMeeting' | 'phoneVerified' | 'status' | 'language' | 'calendarSequence' | 'createdAt' | 'updatedAt';
  id!: string;
  /** The provider. */
  userId!: string;
  serviceId?: number | null;
  /** The master who serves it; the exclusion constraint holds per master. */
  staffId!: string;
  /** Provider-local day, yyyy-MM-dd. */
  date!: string;
  /** Provider-local start, HH:mm. */
  timeSlot!: string;
  dateTimeUtc!: Date;
  endsAt!: Date;
  /** End of the service plus its break: the booking occupies [dateTimeUtc, blockedUntil). */
  blockedUntil!: Date;
  clientTimezone?: string | null;
  name!: string;
  phone!: string;
  email?: string | null;
  telegramUsername?: string | null;
  clientTelegramChatId?: number | null;
  /** Secret for the `b_<token>` Telegram deep link. */
  telegramToken!: string;
  /** The client's key to their own booking (success page, message links); never shown to anyone else. */
  clientToken!: string;
  /** The phone in E.164, for per-client limits; null when it could not be read as a number. */
  phoneE164?: string | null;
  /** The phone is the client's own as Telegram verified it (a contact they shared of themselves); typed phones are not. */
  phoneVerified = false;
  notes?: string | null;
  meetingAddress?: string | null;
  isOnlineMeeting = false;
  onlineMeetingLink?: string | null;
  googleMeetLink?: string | null;
  googleCalendarEventId?: string | null;
  status: BookingStatus = 'pending';
  /** The client answered "Kelaman" on their Telegram card. */
  clientConfirmedAt?: Date | null;
  /** The client's language (`uz`, `uz-Cyrl`, `ru`): every later message to them is written in it. */
  language = 'uz';
  /**
   * The SEQUENCE of the booking's calendar event: grows by one with every change a calendar shows (time, status,
   * place), kept by the trigger `bookings_calendar_sequence`; the .ics download and the e-mails both carry it.
   */
  calendarSequence = 0;
  confirmationNumber!: string;
  createdAt = new Date();
  updatedAt = new Date();
}

export const BookingSchema = new EntitySchema<Booking>({
  class: Booking,
  tableName: 'bookings',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    serviceId: { type: 'integer', nullable: true },
    staffId: { type: 'uuid' },
    date: { type: 'date' },
    timeSlot: text,
    dateTimeUtc: { type: 'datetime' },
    endsAt: { type: 'datetime' },
    blockedUntil: { type: 'datetime' },
    clientTimezone: optionalText,
    name: text,
    phone: text,
    email: optionalText,
    telegramUsername: optionalText,
    clientTelegramChatId: chatId,
    telegramToken: { ...text, hidden: true },
    clientToken: { ...text, hidden: true },
    phoneE164: optionalText,
    phoneVerified: { type: 'boolean' },
    notes: optionalText,
    meetingAddress: optionalText,
    isOnlineMeeting: { type: 'boolean' },
    onlineMeetingLink: optionalText,
    googleMeetLink: optionalText,
    googleCalendarEventId: optionalText,
    status: { type: 'text', default: 'pending' },
    clientConfirmedAt: { type: 'datetime', nullable: true },
    language: { type: 'text', default: 'uz' },
    calendarSequence: { type: 'integer', default: 0 },
    confirmationNumber: { ...text, unique: true },
    createdAt,
    updatedAt,
  },
});

/** A `bookings` row as node-postgres returns it (the hot path reads rows without the ORM). */
export function bookingFromRow(row: Record<string, unknown>): Booking {
  const chat = row.client_telegram_chat_id;
  return Object.assign(new Booking(), {
    id: row.id,
    userId: row.user_id,
    serviceId: row.service_id,
    staffId: row.staff_id,
    date: row.date,
    timeSlot: row.time_slot,
    dateTimeUtc: row.date_time_utc,
    endsAt: row.ends_at,
    blockedUntil: row.blocked_until,
    clientTimezone: row.client_timezone,
    name: row.name,
    phone: row.phone,
    email: row.email,
    telegramUsername: row.telegram_username,
    clientTelegramChatId: chat === null || chat === undefined ? null : Number(chat),
    telegramToken: row.telegram_token,
    clientToken: row.client_token,
    phoneE164: row.phone_e164,
    phoneVerified: row.phone_verified === true,
    notes: row.notes,
    meetingAddress: row.meeting_address,
    isOnlineMeeting: row.is_online_meeting,
    onlineMeetingLink: row.online_meeting_link,
    googleMeetLink: row.google_meet_link,
    googleCalendarEventId: row.google_calendar_event_id,
    status: row.status,
    language: row.language ?? 'uz',
    clientConfirmedAt: row.client_confirmed_at ?? null,
    calendarSequence: Number(row.calendar_sequence ?? 0),
    confirmationNumber: row.confirmation_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }) as Booking;
}

/** A booking's living Telegram card (ADR 014): where it is, and the key its buttons carry. */
export class BookingCard {
  [OptionalProps]?: 'pinned' | 'updatedAt';
  bookingId!: string;
  buttonKey!: string;
  chatId?: number | null;
  messageId?: number | null;
  /** When the message was sent: Telegram lets a bot edit it for 48 hours. */
  sentAt?: Date | null;
  pinned = false;
  updatedAt = new Date();
}

export const BookingCardSchema = new EntitySchema<BookingCard>({
  class: BookingCard,
  tableName: 'booking_cards',
  properties: {
    bookingId: { type: 'uuid', primary: true },
    buttonKey: { ...text, unique: true },
    chatId,
    messageId: chatId,
    sentAt: { type: 'datetime', nullable: true },
    pinned: { type: 'boolean', default: false },
    updatedAt,
  },
});
