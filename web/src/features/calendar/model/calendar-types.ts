/**
 * What `GET /api/calendar` answers (DECISIONS.md, "The salon's calendar"): the masters shown, each with the days
 * asked for and their open times, the bookings and the blocked times ("Band vaqt") of those days. Times are
 * "HH:mm" in the business's zone, dates "yyyy-MM-dd".
 */
import type { BookingStatus } from '../../../lib/types.ts';

export interface OpenSpan {
  start: string;
  end: string;
}

export interface CalendarDay {
  date: string;
  open: OpenSpan[];
  /** Closed all day: a day off of the master or the business, or a closed date. */
  off: boolean;
  /** Why it is closed, when someone wrote it (the day off's note, a holiday's name). */
  reason?: string | null;
}

export interface CalendarMaster {
  id: string;
  name: string;
  title: string | null;
  photoUrl: string | null;
  days: CalendarDay[];
}

export interface CalendarBooking {
  id: string;
  staffId: string;
  date: string;
  start: string;
  end: string;
  status: BookingStatus;
  clientName: string;
  phone: string;
  serviceId: number | null;
  serviceName: string | null;
  /** The reserve fee the client paid, when one was (an amount in tiyin, or the booking's fee object). */
  paidReserveFee: number | { amount: number } | boolean | null;
  clientConfirmedAt: string | null;
  /** Minutes kept free before the start and after the end (the service's buffer and break), when the server says. */
  bufferBefore?: number;
  bufferAfter?: number;
}

export interface CalendarBlock {
  id: string;
  staffId: string;
  date: string;
  start: string;
  end: string;
  note: string | null;
}

export interface Calendar {
  timezone: string;
  /** The grid's step in minutes: the smallest booking interval of the services, at least 15. */
  step: number;
  masters: CalendarMaster[];
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
}

/** The paid reserve fee in tiyin, whichever way the answer wrote it; null when none was paid. */
export function paidFeeOf(booking: Pick<CalendarBooking, 'paidReserveFee'>): number | null {
  const fee = booking.paidReserveFee;
  if (fee === null || fee === undefined || fee === false) return null;
  if (typeof fee === 'number') return fee > 0 ? fee : null;
  if (fee === true) return 0;
  return fee.amount;
}
