import type { Db } from '../../lib/transaction.ts';

/**
 * What other features must do in the same transaction as a booking's cancellation (payments closes the
 * booking's unpaid order, so nothing can pay for a slot the client no longer has). They register here at start;
 * bookings calls them without knowing them, so bookings depends on nobody above it.
 */
export type BookingCancelled = (db: Db, bookingId: string, now: Date) => Promise<void>;

const listeners = new Set<BookingCancelled>();

export function whenBookingCancelled(listener: BookingCancelled): void {
  listeners.add(listener);
}

export async function bookingCancelled(db: Db, bookingId: string, now: Date): Promise<void> {
  for (const listener of listeners) await listener(db, bookingId, now);
}
