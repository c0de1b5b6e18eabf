import { type Booking, bookingFromRow } from '@qabul/db';
import type { HotPath } from '../../lib/context.ts';
import { toE164 } from '../../lib/phone.ts';
import { bookingsCreated } from '../metrics/index.ts';
import { plannedJson } from '../notifications/index.ts';
import { eventNotices, type PlannedReminder, timedReminders } from '../notifications/index.ts';
import { admissionFor, admissionRefusal, isSlotTaken } from './booking-admission.ts';
import type { NewBooking } from './new-booking.ts';
import { refuseUnpaidReserve } from './reserve-fee.ts';
export type { NewBooking } from './new-booking.ts';
import { insertBooking } from './booking-insert.queries.ts';
import { newBookingToken, newConfirmationNumber } from './confirmation-number.ts';

/** A booking just made, with its master's name (the answer names who serves it without another query). */
export type CreatedBooking = Booking & { staffName: string };

/** Books in one statement (booking-insert.queries.ts): admission check, booking, history, reminders and audit. */
export async function createBooking(hot: HotPath, booking: NewBooking, now = Date.now()): Promise<CreatedBooking> {
  refuseUnpaidReserve(booking);
  const { context, time, client, status, provider, awaitingPayment } = booking;
  const phoneE164 = toE164(client.phone);
  const reminders: PlannedReminder[] = [
    ...(awaitingPayment ? [] : eventNotices('booking_created', provider === null, now)),
    ...timedReminders(time.start.getTime(), now),
  ];
  const values = {
    providerId: context.user_id,
    serviceId: context.id,
    date: time.date,
    timeSlot: time.timeSlot,
    start: time.start,
    end: time.end,
    blockedUntil: time.blockedUntil,
    clientTimezone: client.clientTimezone,
    name: client.name,
    phone: client.phone,
    email: client.email,
    telegramUsername: client.telegramUsername,
    notes: client.notes,
    meetingAddress: context.meeting_address,
    isOnlineMeeting: context.is_online_meeting,
    onlineMeetingLink: context.online_meeting_link,
    status,
    performedBy: provider ? ('provider' as const) : ('client' as const),
    performedByUserId: provider?.userId ?? null,
    plannedReminders: plannedJson(reminders),
    phoneE164,
    ipAddress: provider?.ipAddress ?? null,
    userAgent: provider?.userAgent?.slice(0, 500) ?? null,
    admission: admissionFor(booking, phoneE164, now),
    clientTelegramChatId: booking.telegram?.chatId ?? null,
    phoneVerified: booking.telegram?.phoneVerified ?? false,
    masters: time.masters,
    bufferBefore: time.bufferBefore,
    checkRules: time.checkRules,
    language: booking.language.language,
    languageChatId: booking.language.telegramChatId ?? null,
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await insertBooking(hot.pool, {
        ...values,
        telegramToken: newBookingToken(),
        confirmationNumber: newConfirmationNumber(),
      });
      bookingsCreated.inc({ by: provider ? 'provider' : 'client' });
      return Object.assign(bookingFromRow(row), { staffName: String(row.staff_name ?? '') });
    } catch (error) {
      const refusal = admissionRefusal(error);
      if (refusal) throw refusal;
      // "Any master": a booking for one named master may have taken the picked one meanwhile; pick again once.
      if (isSlotTaken(error) && values.masters.length > 1 && attempt === 0) continue;
      // 40 random bits make a repeat rare; a repeat is simply drawn again.
      const clash = (error as { constraint?: string }).constraint === 'bookings_confirmation_number_key';
      if (!clash || attempt >= 3) throw error;
    }
  }
}
