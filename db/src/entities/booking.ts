import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled';

export class Booking {
  [OptionalProps]?: 'isOnlineMeeting' | 'status' | 'createdAt' | 'updatedAt';
  id!: string;
  /** The provider. */
  userId!: string;
  serviceId?: number | null;
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
  notes?: string | null;
  meetingAddress?: string | null;
  isOnlineMeeting = false;
  onlineMeetingLink?: string | null;
  googleMeetLink?: string | null;
  googleCalendarEventId?: string | null;
  status: BookingStatus = 'pending';
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
    notes: optionalText,
    meetingAddress: optionalText,
    isOnlineMeeting: { type: 'boolean' },
    onlineMeetingLink: optionalText,
    googleMeetLink: optionalText,
    googleCalendarEventId: optionalText,
    status: { type: 'text', default: 'pending' },
    confirmationNumber: { ...text, unique: true },
    createdAt,
    updatedAt,
  },
});
