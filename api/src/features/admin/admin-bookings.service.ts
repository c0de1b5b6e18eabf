import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking, BookingStatus } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { cancelBooking, confirmBooking, updateBookingDetails } from '../bookings/index.ts';
import { findBooking } from '../bookings/index.ts';
import { adminText } from './messages.uz.ts';

/**
 * An operator sets a booking's status (DECISIONS.md): confirming and cancelling are the provider's own rules
 * (history, the client's notice, audit row); back to pending is a plain change. A cancelled booking stays
 * cancelled: its client was told, and its time may be someone else's now.
 */
export async function setBookingStatus(em: EntityManager, id: string, status: BookingStatus, actor: Actor): Promise<Booking> {
  const booking = await findBooking(em, id);
  if (booking.status === status) return booking;
  if (booking.status === 'cancelled') throw new AppError('conflict', adminText.reopenCancelled);
  if (status === 'cancelled') return cancelBooking(em, booking, null, { by: 'admin', actor });
  if (status === 'confirmed') return confirmBooking(em, booking, { by: 'admin', actor }, { via: 'admin' });
  const { name, phone } = booking;
  const client = {
    name,
    phone,
    email: booking.email ?? null,
    telegramUsername: booking.telegramUsername ?? null,
    notes: booking.notes ?? null,
  };
  return updateBookingDetails(em, booking, { ...client, status }, actor);
}
