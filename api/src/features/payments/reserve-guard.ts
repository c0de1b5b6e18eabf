import { AppError } from '../../lib/app-error.ts';
import type { NewBooking } from '../bookings/index.ts';
import { paymentText } from './messages.uz.ts';

/**
 * A client cannot book a service with a reserve fee around the payment (DECISIONS.md): only its payment order
 * (POST /api/payment/service-reserve) makes such a booking. The provider's own dashboard bookings are theirs.
 */
export function refuseUnpaidReserve(booking: Pick<NewBooking, 'provider' | 'context' | 'awaitingPayment'>): void {
  if (booking.provider || booking.awaitingPayment) return;
  if (booking.context.reserve_fee > 0) throw new AppError('payment_required', paymentText.reserveRequired);
}
