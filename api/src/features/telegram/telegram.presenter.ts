import { words } from '../../contracts/words.uz.ts';
import type { BookingLine } from '@qabul/bot';
import { DateTime } from 'luxon';
import type { MiniAppBookingResponse, MiniAppProviderResponse, Presented } from '../../contracts/responses.ts';
import { isBusinessCategory } from '../../contracts/business-categories.ts';
import { cardImage } from '../public/index.ts';
import { formatBookingDate } from '../../contracts/i18n/dates.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import type { TelegramUser } from './init-data.ts';
import { clientMayCancel } from '../bookings/index.ts';
import type { BookedProviderRow, TelegramBookingRow } from './telegram-bookings.queries.ts';

export function presentTelegramUser(user: TelegramUser) {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name ?? null,
    username: user.username ?? null,
    languageCode: user.language_code ?? null,
    photoUrl: user.photo_url ?? null,
    allowsWriteToPm: user.allows_write_to_pm ?? false,
  };
}

/** Whose clock the reader sees: a client theirs (if they gave one), a provider the provider's. */
function readerZone(row: TelegramBookingRow, reader: 'client' | 'provider'): string {
  return reader === 'client' ? (row.client_timezone ?? row.provider_timezone) : row.provider_timezone;
}

/** A booking as a line in a chat, its day written in the reader's language ("25-noyabr", "25 ноября"). */
export function toBookingLine(row: TelegramBookingRow, reader: 'client' | 'provider', language: Language, now = Date.now()): BookingLine {
  const zone = readerZone(row, reader);
  const start = DateTime.fromJSDate(new Date(row.date_time_utc), { zone });
  return {
    id: row.id,
    date: formatBookingDate(language, start.toJSDate(), { timeZone: zone, now }),
    time: start.toFormat('HH:mm'),
    serviceName: row.service_name ?? '—',
    providerName: row.provider_name,
    clientName: row.name,
    clientPhone: row.phone,
    status: row.status,
    statusLabel: words.bookingStatus[row.status],
    canCancel: reader === 'client' && clientMayCancel(row, now),
  };
}

/** A booking in the Mini App's lists. Clients see their confirmation number; providers see the client. */
export function presentTelegramBooking(
  row: TelegramBookingRow,
  reader: 'client' | 'provider',
  now = Date.now(),
): Presented<typeof MiniAppBookingResponse> {
  const zone = readerZone(row, reader);
  const start = DateTime.fromJSDate(new Date(row.date_time_utc), { zone });
  return {
    id: row.id,
    date: row.date,
    timeSlot: row.time_slot,
    dateTimeUtc: new Date(row.date_time_utc).toISOString(),
    localDate: start.toISODate() ?? row.date,
    localTime: start.toFormat('HH:mm'),
    timezone: zone,
    status: row.status,
    serviceId: row.service_id === null ? null : Number(row.service_id),
    serviceName: row.service_name,
    providerName: row.provider_name,
    providerUsername: row.provider_username,
    staff: { id: row.staff_id, name: row.staff_name },
    meetingAddress: row.is_online_meeting ? null : row.meeting_address,
    meetingLink: row.is_online_meeting ? row.meeting_link : null,
    ...(reader === 'client'
      ? {
          confirmationNumber: row.confirmation_number,
          canCancel: clientMayCancel(row, now),
        }
      : { clientName: row.name, clientPhone: row.phone }),
  };
}

/** A provider the person booked with, as the Mini App's home offers "Yana yozilish". */
export function presentBookedProvider(row: BookedProviderRow, publicUrl: string): Presented<typeof MiniAppProviderResponse> {
  return {
    username: row.username,
    name: row.name,
    // The business's logo, else its owner's profile image.
    photoUrl: cardImage(row, publicUrl),
    category: isBusinessCategory(row.category) ? row.category : null,
    rating: { average: row.rating_average === null ? null : Number(row.rating_average), count: Number(row.rating_count) },
    lastServiceId: row.service_id,
    lastServiceName: row.service_name,
    lastStaffId: null,
    lastBookedAt: new Date(row.booked_at),
  };
}
