import type { Booking } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import { samePhone } from '../../lib/phone.ts';
import type { BookingContext } from './booking-context.ts';
import { isClientToken } from './booking-queries.ts';
import { clientChangeRefusal } from './cancellation-window.ts';

/**
 * The public page's credentials: the booking's client token (carried by the client's own links), or else the
 * confirmation number, the phone (digits compared) and the e-mail when the booking has one.
 */
export function assertClientProof(
  booking: Booking,
  proof: { confirmationNumber: string; phone: string | null; email: string | null; token?: string | null },
): void {
  if (proof.token) {
    if (!isClientToken(booking, proof.token)) throw new AppError('forbidden', uz.booking.mismatch);
    return;
  }
  const numberMatches = booking.confirmationNumber === proof.confirmationNumber.trim().toUpperCase();
  const phoneMatches = proof.phone !== null && samePhone(booking.phone, proof.phone);
  const emailMatches = !booking.email || booking.email.toLowerCase() === (proof.email ?? '').trim().toLowerCase();
  if (!numberMatches || !phoneMatches || !emailMatches) throw new AppError('forbidden', uz.booking.mismatch);
}

/** Clients may change a booking only when the service allows it and the start is far enough away. */
export function assertClientMayChange(
  booking: Booking,
  service: Pick<BookingContext, 'allow_cancellation' | 'cancellation_hours'>,
  now = Date.now(),
): void {
  const refusal = clientChangeRefusal(
    { status: booking.status, start: booking.dateTimeUtc },
    { allowCancellation: service.allow_cancellation, cancellationHours: service.cancellation_hours },
    now,
  );
  if (refusal === 'already_cancelled') throw new AppError('conflict', uz.booking.alreadyCancelled);
  if (refusal === 'not_allowed') throw new AppError('cancellation_closed', uz.booking.cancellationNotAllowed);
  if (refusal === 'too_late') {
    throw new AppError('cancellation_closed', filledText(uz.booking.cancellationClosed, { hours: service.cancellation_hours }));
  }
}
