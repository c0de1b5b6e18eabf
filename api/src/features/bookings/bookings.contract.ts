import { z } from 'zod';
import { endpoint, file, noContent } from '../../contracts/endpoint.ts';
import { BookingDetailsResponse, BookingResponse, PublicBookingResponse } from '../../contracts/responses.ts';
import {
  BookingFilters,
  BulkCancel,
  Cancel,
  CreateBooking,
  CreateDashboardBooking,
  PublicCancel,
  PublicReschedule,
  Move,
  Reschedule,
  StatusChange,
  UpdateBooking,
} from './bookings.schema.ts';

/** The client's key to their booking (from their own links); a wrong or missing one reads as no key, never as bad input. */
const ClientKey = z.object({ token: z.string().optional().catch(undefined) });

// A client's own booking: made on the public page, then read, moved and cancelled with its proofs.
export const createPublicBooking = endpoint({
  method: 'POST',
  path: '/api/public/bookings',
  body: CreateBooking,
  response: PublicBookingResponse,
  status: 201,
  summary:
    '409 `slot_taken` when someone was faster; 409 `payment_required` for a service with a reserve fee (it is booked through POST /api/payment/service-reserve)',
});

export const reschedulePublicBooking = endpoint({
  method: 'POST',
  path: '/api/public/bookings/:id/reschedule',
  body: PublicReschedule,
  response: BookingResponse,
  summary: 'proved by the confirmation number, the phone and the e-mail; inside the service’s change window',
});

export const cancelPublicBooking = endpoint({
  method: 'POST',
  path: '/api/public/bookings/:id/cancel',
  body: PublicCancel,
  response: BookingResponse,
  summary: 'proved like a reschedule',
});

export const getBookingDetails = endpoint({
  method: 'GET',
  path: '/api/booking-details/:id',
  query: ClientKey,
  response: BookingDetailsResponse,
  summary: 'personal fields only with the client token',
});

export const getBookingCalendarFile = endpoint({
  method: 'GET',
  path: '/api/booking-details/:id/calendar.ics',
  query: ClientKey,
  response: file('text/calendar'),
  summary: 'the client token only (a wrong one answers 404)',
});

// The provider's (and a master's own) bookings.
export const listBookings = endpoint({
  method: 'GET',
  path: '/api/bookings',
  query: BookingFilters,
  response: BookingResponse.array(),
  paged: true,
});

export const createBooking = endpoint({
  method: 'POST',
  path: '/api/bookings',
  body: CreateDashboardBooking,
  response: BookingResponse,
  status: 201,
});

export const BulkCancelResponse = z.strictObject({ cancelled: z.array(z.string()) });

export const bulkCancelBookings = endpoint({
  method: 'POST',
  path: '/api/bookings/bulk-cancel',
  body: BulkCancel,
  response: BulkCancelResponse,
  summary: 'all of them or none',
});

export const updateBooking = endpoint({ method: 'PUT', path: '/api/bookings/:id', body: UpdateBooking, response: BookingResponse });

export const setBookingStatus = endpoint({
  method: 'PUT',
  path: '/api/bookings/:id/status',
  body: StatusChange,
  response: BookingResponse,
  summary: '"Kelmadi" (`no_show`) from the start of the visit on',
});

export const deleteBooking = endpoint({ method: 'DELETE', path: '/api/bookings/:id', response: noContent });

export const moveBooking = endpoint({
  method: 'PUT',
  path: '/api/bookings/:id/reschedule',
  body: Move,
  response: BookingResponse,
  summary:
    "every rule of a move (the master's hours and days off, the daily cap, 409 `slot_taken`); an invited master moves only their own bookings, to themselves",
});

export const rescheduleBooking = endpoint({
  method: 'POST',
  path: '/api/bookings/:id/reschedule',
  body: Reschedule,
  response: BookingResponse,
  summary: "the same move as `PUT`, in spec.md's older form",
});

export const cancelBooking = endpoint({ method: 'POST', path: '/api/bookings/:id/cancel', body: Cancel, response: BookingResponse });
