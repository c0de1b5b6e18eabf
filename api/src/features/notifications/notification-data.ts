import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import type { BookingStatus } from '../../contracts/limits.ts';
import type { CardPlace } from './channels.ts';

/** What a client is told about the business: its name, its place and how to reach it. */
export interface BusinessFace {
  name: string;
  address: string | null;
  landmark: string | null;
  /** E.164. */
  phone: string | null;
  telegram: string | null;
}

/** Everything a notification needs, read in the same statement that claims it. */
export interface Notification {
  /** reminder_schedules.id; null for a message that has no row (the bot's immediate b_ confirmation). */
  id: string | null;
  bookingId: string;
  recipient: 'client' | 'provider';
  kind: string;
  /**
   * The reader's language (DECISIONS.md "Languages"): a client's is the booking's, a provider's their profile's, a
   * master's their own account's (the owner's when they have none). Kept in a snapshot, so a retry says the same.
   */
  language: Language;
  attempts: number;
  /** Set when the notice may go out only this way (a Mini App re-send of a confirmation: Telegram only). */
  onlyChannel: 'telegram' | 'email' | null;
  booking: {
    status: BookingStatus;
    date: string;
    timeSlot: string;
    start: Date;
    end: Date;
    clientTimezone: string | null;
    name: string;
    phone: string;
    email: string | null;
    telegramUsername: string | null;
    notes: string | null;
    meetingAddress: string | null;
    isOnlineMeeting: boolean;
    meetingLink: string | null;
    confirmationNumber: string;
    /** The client's key to their booking, carried by their links only. */
    clientToken: string;
    /** The reserve fee the client paid online (tiyin), or null. */
    reserveFeePaid?: number | null;
    /** When the client answered "Kelaman" on their card, or null. */
    clientConfirmedAt?: Date | null;
    /** The SEQUENCE of the booking's calendar event (bookings.calendar_sequence); absent in a snapshot taken before it. */
    calendarSequence?: number;
  };
  /** Read from a snapshot: its booking is gone, so it has no card to show (ADR 014). */
  kept?: boolean;
  /** The booking's living card, read in the claim's own statement; null before its first send (ADR 014). */
  card?: CardPlace | null;
  serviceName: string | null;
  provider: {
    id: string;
    username: string;
    /** The reader's name for the other side: a client reads the business's name; a provider or master their own. */
    name: string;
    /** The reading provider's or master's own address; null for an account without one (Telegram only). */
    email: string | null;
    timezone: string;
  };
  /**
   * The business as its clients know it: its name, where it is and how to reach it (never the owner's login e-mail).
   * Absent in a snapshot kept before businesses had a profile.
   */
  business?: BusinessFace;
  /** The recipient's Telegram chat when known and not blocked; otherwise e-mail is used. */
  chatId: number | null;
  /** The booking's master, set only where the business has several (a solo provider's notices stay as they were). */
  master?: { name: string; title: string | null } | null;
}

export type NotificationRow = Record<string, unknown>;

export function toNotification(row: NotificationRow): Notification {
  if (row.snapshot) return fromSnapshot(row);
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  return {
    id: text('id'),
    bookingId: String(row.booking_id),
    // A master is told what the provider is told.
    recipient: row.recipient_type === 'client' ? 'client' : 'provider',
    kind: String(row.reminder_type),
    language: storedLanguage(row.language as string | null),
    attempts: Number(row.attempts ?? 0),
    onlyChannel: row.channel === 'telegram' || row.channel === 'email' ? row.channel : null,
    booking: {
      status: row.status as Notification['booking']['status'],
      date: String(row.date),
      timeSlot: String(row.time_slot),
      start: new Date(row.date_time_utc as string),
      end: new Date(row.ends_at as string),
      clientTimezone: text('client_timezone'),
      name: String(row.name),
      phone: String(row.phone),
      email: text('email'),
      telegramUsername: text('telegram_username'),
      notes: text('notes'),
      meetingAddress: text('meeting_address'),
      isOnlineMeeting: Boolean(row.is_online_meeting),
      meetingLink: text('meeting_link'),
      confirmationNumber: String(row.confirmation_number),
      clientToken: String(row.client_token),
      reserveFeePaid: row.reserve_fee_paid === null || row.reserve_fee_paid === undefined ? null : Number(row.reserve_fee_paid),
      clientConfirmedAt: row.client_confirmed_at ? new Date(row.client_confirmed_at as string) : null,
      calendarSequence: Number(row.calendar_sequence ?? 0),
    },
    serviceName: text('service_name'),
    provider: {
      id: String(row.provider_id),
      username: String(row.provider_username),
      name: String(row.provider_name),
      email: text('provider_email'),
      timezone: String(row.provider_timezone),
    },
    business: {
      name: String(row.business_name),
      address: text('business_address'),
      landmark: text('business_landmark'),
      phone: text('business_phone'),
      telegram: text('business_telegram'),
    },
    chatId: row.chat_id === null || row.chat_id === undefined ? null : Number(row.chat_id),
    card: row.card_key
      ? {
          bookingId: String(row.booking_id),
          buttonKey: String(row.card_key),
          chatId: row.card_chat_id === null ? null : Number(row.card_chat_id),
          messageId: row.card_message_id === null ? null : Number(row.card_message_id),
          sentAt: row.card_sent_at ? new Date(row.card_sent_at as string) : null,
          pinned: row.card_pinned === true,
        }
      : null,
    master: row.has_team && row.master_name ? { name: String(row.master_name), title: text('master_title') } : null,
  };
}

/** A notice kept as a snapshot: what it says was fixed when it was queued; this row's id and attempts are live. */
function fromSnapshot(row: NotificationRow): Notification {
  const saved = (typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot) as Notification;
  return {
    ...saved,
    kept: true,
    // Snapshots taken before languages were remembered were written in Uzbek.
    language: storedLanguage(saved.language),
    id: row.id === null || row.id === undefined ? null : String(row.id),
    attempts: Number(row.attempts ?? 0),
    booking: { ...saved.booking, start: new Date(saved.booking.start), end: new Date(saved.booking.end) },
  };
}
