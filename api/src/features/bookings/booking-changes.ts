import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingHistorySchema, BookingSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { cardRefresh, eventNotices, timedReminders } from '../notifications/index.ts';
import type { BookingTime } from './booking-time.ts';
import type { ClientDetails } from './bookings.schema.ts';
import { dbIn } from '../../lib/sql.ts';
import { toE164 } from '../../lib/phone.ts';
import { bookingCancelled } from './booking-cancel-hooks.ts';
import { cancelBookingRow } from './booking-cancel.queries.ts';
import { admitMove, cancelTimedReminders, insertReminders } from './booking-changes.queries.ts';
import { admissionRefusal } from './booking-admission.ts';

/** Who acted: a client proving ownership on the public page, or a signed-in provider (or admin). */
export type ChangeActor = { by: 'client' } | { by: 'provider' | 'admin'; actor: Actor };

function history(
  em: EntityManager,
  booking: Booking,
  action: 'rescheduled' | 'status_changed',
  who: ChangeActor,
  reason: string | null,
  previous?: { date: string; timeSlot: string },
) {
  em.create(BookingHistorySchema, {
    bookingId: booking.id,
    action,
    previousDate: previous?.date ?? booking.date,
    previousTimeSlot: previous?.timeSlot ?? booking.timeSlot,
    newDate: booking.date,
    newTimeSlot: booking.timeSlot,
    reason,
    performedBy: who.by,
    performedByUserId: who.by === 'client' ? null : who.actor.userId,
    createdAt: new Date(),
  });
}

export async function cancelBooking(
  em: EntityManager,
  booking: Booking,
  reason: string | null,
  who: ChangeActor,
  now = Date.now(),
): Promise<Booking> {
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  return em.transactional(async (tx) => {
    await cancelInTransaction(tx, booking, reason, who, now);
    return booking;
  });
}

/**
 * The provider (or an admin) confirms: one rule wherever it happens (dashboard, Telegram button, admin page):
 * the status, a history row, the client's notice and the audit row, in one transaction. Already confirmed is
 * a no-op.
 */
export async function confirmBooking(
  em: EntityManager,
  booking: Booking,
  who: Exclude<ChangeActor, { by: 'client' }>,
  details: Record<string, unknown> = {},
  now = Date.now(),
): Promise<Booking> {
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (booking.status === 'confirmed') return booking;
  return em.transactional(async (tx) => {
    booking.status = 'confirmed';
    history(tx, booking, 'status_changed', who, null);
    await tx.flush();
    await insertReminders(tx, booking, eventNotices('booking_confirmed', false, now));
    await recordActivity(tx, who.actor, 'booking_confirmed', 'booking', booking.id, details);
    return booking;
  });
}

/**
 * "Kelmadi": the client did not come. Only from the booking's start on (before it, 409 `too_early`), by the
 * provider (or an admin). The booking keeps its time (ADR 001), its reminders still waiting are dropped and
 * the dispatcher skips anything else queued for it (ADR 017): a no-show is never reminded again.
 */
export async function markNoShow(
  em: EntityManager,
  booking: Booking,
  who: Exclude<ChangeActor, { by: 'client' }>,
  now = Date.now(),
): Promise<Booking> {
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (booking.status === 'no_show') return booking;
  if (booking.dateTimeUtc.getTime() > now) throw new AppError('too_early', uz.booking.noShowTooEarly);
  return em.transactional(async (tx) => {
    booking.status = 'no_show';
    history(tx, booking, 'status_changed', who, null);
    await tx.flush();
    await cancelTimedReminders(tx, booking.id);
    // The client's card says "Kelmadi" and unpins (ADR 014).
    await insertReminders(tx, booking, cardRefresh(now));
    await recordActivity(tx, who.actor, 'booking_updated', 'booking', booking.id, { status: 'no_show' });
    return booking;
  });
}

/** PUT /api/bookings/{id}/status: each status through its own rule; the same status again changes nothing. */
export async function setStatus(em: EntityManager, booking: Booking, status: Booking['status'], actor: Actor): Promise<Booking> {
  if (status === booking.status) return booking;
  if (status === 'cancelled') return cancelBooking(em, booking, null, { by: 'provider', actor });
  if (status === 'confirmed' && booking.status !== 'no_show')
    return confirmBooking(em, booking, { by: 'provider', actor }, { via: 'dashboard' });
  if (status === 'no_show') return markNoShow(em, booking, { by: 'provider', actor });
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  // Back to pending, or a "Kelmadi" tapped by mistake undone: a plain change the client is not told about.
  return em.transactional(async (tx) => {
    booking.status = status;
    history(tx, booking, 'status_changed', { by: 'provider', actor }, null);
    await tx.flush();
    await recordActivity(tx, actor, 'booking_updated', 'booking', booking.id, { status });
    return booking;
  });
}

/**
 * One cancellation inside the caller's transaction: status, history row, timed reminders dropped, the
 * notice queued, the activity row. A single cancel and a batch both come through here.
 */
export async function cancelInTransaction(
  tx: EntityManager,
  booking: Booking,
  reason: string | null,
  who: ChangeActor,
  now: number,
): Promise<void> {
  // Changes the caller made to the booking first, then the one cancellation rule (booking-cancel.queries.ts).
  await tx.flush();
  await cancelBookingRow(
    dbIn(tx),
    booking.id,
    {
      reason,
      performedBy: who.by,
      performedByUserId: who.by === 'client' ? null : who.actor.userId,
      notices: eventNotices('booking_cancelled', who.by === 'client', now),
    },
    new Date(now),
  );
  // The loaded entity follows the row the statement changed.
  booking.status = 'cancelled';
  if (who.by !== 'client') await recordActivity(tx, who.actor, 'booking_cancelled', 'booking', booking.id, { reason });
}

/**
 * Moves the booking; the exclusion constraint refuses an occupied target exactly as for a new booking, and the
 * service's daily cap (and, for a client, the master's day off) is admitted first under the cap's lock.
 */
export async function rescheduleBooking(
  em: EntityManager,
  booking: Booking,
  time: BookingTime,
  reason: string | null,
  who: ChangeActor,
  now = Date.now(),
): Promise<Booking> {
  if (booking.status === 'cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  try {
    return await moveBooking(em, booking, time, reason, who, now);
  } catch (error) {
    throw admissionRefusal(error) ?? error;
  }
}

async function moveBooking(em: EntityManager, booking: Booking, time: BookingTime, reason: string | null, who: ChangeActor, now: number) {
  const previous = { date: booking.date, timeSlot: booking.timeSlot };
  const staffId = time.masters[0] ?? booking.staffId;
  return em.transactional(async (tx) => {
    if (booking.serviceId && staffId) {
      await admitMove(tx, { bookingId: booking.id, serviceId: booking.serviceId, staffId, date: time.date, checkDaysOff: time.checkRules });
    }
    Object.assign(booking, {
      date: time.date,
      timeSlot: time.timeSlot,
      dateTimeUtc: time.start,
      endsAt: time.end,
      blockedUntil: time.blockedUntil,
      // A move names one master (its own, or the one it moves to).
      staffId,
    });
    history(tx, booking, 'rescheduled', who, reason, previous);
    // Fires db/src/sql/qabul_booking_occupies.sql (overlap refused), qabul_booking_freed_time.sql, bookings_calendar_sequence.sql.
    await tx.flush();
    // Reminders follow the booking: the old times are dropped and the new ones still ahead are planned.
    await cancelTimedReminders(tx, booking.id);
    await insertReminders(tx, booking, [
      ...timedReminders(time.start.getTime(), now),
      ...eventNotices('booking_rescheduled', who.by === 'client', now),
    ]);
    if (who.by !== 'client') await recordActivity(tx, who.actor, 'booking_rescheduled', 'booking', booking.id, { ...previous, reason });
    return booking;
  });
}

export async function updateBookingDetails(
  em: EntityManager,
  booking: Booking,
  details: ClientDetails & { status?: Booking['status'] },
  actor: Actor,
): Promise<Booking> {
  const { status, ...contact } = details;
  // The client is their phone (ADR 017): a changed number moves the booking to that client.
  const client = { ...contact, phoneE164: toE164(contact.phone) };
  if (status === 'no_show' && booking.status !== 'no_show') {
    em.assign(booking, client);
    return markNoShow(em, booking, { by: 'provider', actor });
  }
  if (status === 'cancelled' && booking.status !== 'cancelled') {
    em.assign(booking, client);
    return cancelBooking(em, booking, null, { by: 'provider', actor });
  }
  if (status === 'confirmed' && booking.status !== 'confirmed') {
    // Confirming from the dashboard does what confirming from Telegram does: history row, client told.
    return em.transactional(async (tx) => {
      tx.assign(booking, client);
      await recordActivity(tx, actor, 'booking_updated', 'booking', booking.id, { status });
      return confirmBooking(tx, booking, { by: 'provider', actor }, { via: 'dashboard' });
    });
  }
  // Back to pending tells the client nothing (as before); any other status (a no-show...) shows on their card.
  const shownOnCard = status !== undefined && status !== booking.status && status !== 'pending';
  return em.transactional(async (tx) => {
    tx.assign(booking, { ...client, ...(status ? { status } : {}) });
    await tx.flush();
    // The card follows (ADR 014).
    if (shownOnCard) await insertReminders(tx, booking, cardRefresh(Date.now()));
    // The audit row commits with the change it records, or not at all.
    await recordActivity(tx, actor, 'booking_updated', 'booking', booking.id, status ? { status } : undefined);
    return booking;
  });
}

export async function deleteBooking(em: EntityManager, booking: Booking, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    // A deleted booking's unpaid order is closed like a cancelled one's.
    await bookingCancelled(dbIn(tx), booking.id, new Date());
    // Fires db/src/sql/qabul_booking_occupies.sql (the taken time freed).
    await tx.nativeDelete(BookingSchema, { id: booking.id });
    await recordActivity(tx, actor, 'booking_deleted', 'booking', booking.id, { date: booking.date, timeSlot: booking.timeSlot });
  });
}
