import type { Booking } from '@qabul/db';
import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { maskPhone } from '../../lib/phone.ts';
import type {
  BookingDetailsResponse,
  BookingResponse,
  BookingStaffResponse,
  PaidReserveFeeResponse,
  Presented,
} from '../../contracts/responses.ts';

export type PaidReserveFee = Presented<typeof PaidReserveFeeResponse>;
export type BookingStaff = Presented<typeof BookingStaffResponse>;

/** What a booking's answer needs beyond its row, looked up for many bookings at once (booking-queries.ts). */
export interface BookingExtras {
  serviceName(booking: Booking): string | null;
  paidReserveFee(booking: Booking): PaidReserveFee | null;
  staff(booking: Booking): BookingStaff;
}

export function presentBookingWith(booking: Booking, extras: BookingExtras): Presented<typeof BookingResponse> {
  return presentBooking(booking, extras.serviceName(booking), extras.paidReserveFee(booking), extras.staff(booking));
}

export function presentBooking(
  booking: Booking,
  serviceName: string | null,
  paidReserveFee: PaidReserveFee | null,
  staff: BookingStaff,
): Presented<typeof BookingResponse> {
  return {
    id: booking.id,
    userId: booking.userId,
    serviceId: booking.serviceId ?? null,
    serviceName,
    staff,
    date: booking.date,
    timeSlot: booking.timeSlot,
    dateTimeUtc: booking.dateTimeUtc,
    endsAt: booking.endsAt,
    clientTimezone: booking.clientTimezone ?? null,
    name: booking.name,
    phone: booking.phone,
    phoneVerified: booking.phoneVerified ?? false,
    email: booking.email ?? null,
    telegramUsername: booking.telegramUsername ?? null,
    notes: booking.notes ?? null,
    meetingAddress: booking.meetingAddress ?? null,
    isOnlineMeeting: booking.isOnlineMeeting,
    onlineMeetingLink: booking.onlineMeetingLink ?? null,
    googleMeetLink: booking.googleMeetLink ?? null,
    status: booking.status,
    clientConfirmedAt: booking.clientConfirmedAt ?? null,
    confirmationNumber: booking.confirmationNumber,
    language: storedLanguage(booking.language),
    paidReserveFee,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
  };
}

export interface BookingDetailsRow {
  booking: Booking;
  serviceName: string | null;
  staff: BookingStaff;
  /** The business's name (its owner's own until it has one). */
  providerName: string;
  providerUsername: string;
  /** How the client reaches the business: its phone (E.164) and Telegram; never the owner's login e-mail. */
  providerPhone: string | null;
  providerTelegram: string | null;
  /** Where the client goes, in their language (the business's address with its landmark, else the service's). */
  place: string | null;
  timezone: string;
  reserveFee: number;
  reserveFeePaid: boolean;
  allowsChange: boolean;
  /** Hours before the start a client may still change the booking; null when the service allows no changes. */
  changeHours: number | null;
}

/**
 * The booking-success page's view (spec.md section 3, "Booking details response"). The id alone reveals
 * nothing personal (DECISIONS.md): name, e-mail, full phone and confirmation number only with the client's
 * token, which only the client's own links carry.
 */
export function presentBookingDetails(
  row: BookingDetailsRow,
  client: { hasAccess: boolean; telegramLink: string | null },
): Presented<typeof BookingDetailsResponse> {
  const { booking } = row;
  const mine = client.hasAccess;
  return {
    id: booking.id,
    serviceName: row.serviceName,
    staff: row.staff,
    providerName: row.providerName,
    providerUsername: row.providerUsername,
    providerPhone: row.providerPhone,
    providerTelegram: row.providerTelegram,
    place: booking.isOnlineMeeting ? null : row.place,
    date: booking.date,
    timeSlot: booking.timeSlot,
    dateTimeUtc: booking.dateTimeUtc,
    endsAt: booking.endsAt,
    timezone: row.timezone,
    language: storedLanguage(booking.language),
    status: booking.status,
    reserveFeeAmount: row.reserveFee,
    reserveFeePaid: row.reserveFeePaid,
    isOnlineMeeting: booking.isOnlineMeeting,
    meetingAddress: booking.meetingAddress ?? null,
    hasClientAccess: mine,
    phone: mine ? booking.phone : maskPhone(booking.phone),
    name: mine ? booking.name : null,
    email: mine ? (booking.email ?? null) : null,
    telegramUsername: mine ? (booking.telegramUsername ?? null) : null,
    notes: mine ? (booking.notes ?? null) : null,
    confirmationNumber: mine ? booking.confirmationNumber : null,
    onlineMeetingLink: mine ? (booking.onlineMeetingLink ?? null) : null,
    googleMeetLink: mine ? (booking.googleMeetLink ?? null) : null,
    telegramLink: mine ? client.telegramLink : null,
    canChange: mine ? row.allowsChange : null,
    changeWindow:
      row.changeHours === null
        ? null
        : { hoursBefore: row.changeHours, until: new Date(booking.dateTimeUtc.getTime() - row.changeHours * 3_600_000) },
  };
}
