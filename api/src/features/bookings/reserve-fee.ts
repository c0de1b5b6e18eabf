import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingContext } from './booking-context.ts';
import type { NewBooking } from './new-booking.ts';

/**
 * The reserve fee a booking of this service asks now: the service's fee while the provider's plan in force
 * allows reserve fees, else none. A provider whose plan ended or was refunded can no longer collect fees, so
 * their service books as an ordinary one rather than not at all (DECISIONS.md "Payments").
 */
export function reserveFeeInForce(context: Pick<BookingContext, 'reserve_fee' | 'allows_reserve_fee'>): number {
  return context.allows_reserve_fee ? context.reserve_fee : 0;
}

/**
 * A client cannot book a service with a reserve fee in force around the payment (DECISIONS.md): only its
 * payment order (POST /api/payment/service-reserve) makes such a booking. The provider's own dashboard bookings
 * are theirs.
 */
export function refuseUnpaidReserve(booking: Pick<NewBooking, 'provider' | 'context' | 'awaitingPayment'>): void {
  if (booking.provider || booking.awaitingPayment) return;
  if (reserveFeeInForce(booking.context) > 0) throw new AppError('payment_required', uz.booking.reserveRequired);
}
