/**
 * What `GET /api/calendar` answers (DECISIONS.md, "The salon's calendar"; the server's own contract): the masters
 * shown, each with the days asked for and their open times, the bookings and the blocked times ("Band vaqt") of those
 * days. Times are "HH:mm" in the business's zone (an end at midnight is "24:00"), dates "yyyy-MM-dd".
 */
import type {
  CalendarBlockResponse,
  CalendarBookingResponse,
  CalendarDayResponse,
  CalendarMasterResponse,
  CalendarResponse,
  CalendarSpanResponse,
  Wire,
} from '@qabul/api/schemas';

export type OpenSpan = Wire<typeof CalendarSpanResponse>;
export type CalendarDay = Wire<typeof CalendarDayResponse>;
export type CalendarMaster = Wire<typeof CalendarMasterResponse>;
export type CalendarBooking = Wire<typeof CalendarBookingResponse>;
export type CalendarBlock = Wire<typeof CalendarBlockResponse>;
export type Calendar = Wire<typeof CalendarResponse>;

/** The paid reserve fee in tiyin, or null when none was paid. */
export function paidFeeOf(booking: Pick<CalendarBooking, 'paidReserveFee'>): number | null {
  return booking.paidReserveFee ? booking.paidReserveFee.amount : null;
}
