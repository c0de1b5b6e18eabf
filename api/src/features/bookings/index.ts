// What the bookings feature offers the other features: they import it from here, never from its files.
export { cancelBooking, confirmBooking, markNoShow, rescheduleBooking, updateBookingDetails } from './booking-changes.ts';
export { type BookingCancelled, whenBookingCancelled } from './booking-cancel-hooks.ts';
export { type Cancellation, cancelBookingRow } from './booking-cancel.queries.ts';
export { loadBookingContext } from './booking-context.ts';
export { createBooking, type NewBooking } from './booking-create.ts';
export type { ClientLanguage } from './new-booking.ts';
export { findBooking, isClientToken, presentedBookings } from './booking-queries.ts';
export { offeredTime } from './booking-time.ts';
export { reserveFeeInForce } from './reserve-fee.ts';
export {
  bookAsClient,
  cancelAsClient,
  type ClientProof,
  type TelegramChat,
  clientMayCancel,
  isClientOf,
  linkAsClient,
  rescheduleAsClient,
} from './client-actions.ts';
export { CreateBooking } from './bookings.schema.ts';
export { bookingExtras } from './booking-queries.ts';
export { presentBookingWith } from './bookings.presenter.ts';
