import { TimeSlotSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf } from '../../lib/context.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { recordActivity } from '../activity/index.ts';
import * as api from './admin.contract.ts';
import { BOOKING_CSV_COLUMNS, bookingCsvRow, presentAdminBooking, presentTimeSlot } from './admin.presenter.ts';
import { bookingRows, countBookings } from './admin-bookings.queries.ts';
import { setBookingStatus } from './admin-bookings.service.ts';
import { requireAdminPanel, requireOperator } from './admin-guards.ts';
import { csvStream } from '../../lib/csv.ts';
import { adminText } from './messages.uz.ts';
import { offsetOf } from './users.handlers.ts';

/** The all-bookings and settings pages: an admin-panel session, or a user with role admin or platform_admin. */
export const adminOperationsRoutes = new ContractRouter();

adminOperationsRoutes.mount(api.listAllBookings, requireOperator, async (ctx, { query }) => {
  const [rows, total] = await Promise.all([bookingRows(ctx.state.em, query, offsetOf(query)), countBookings(ctx.state.em, query)]);
  ctx.set('X-Total-Count', String(total));
  return rows.map(presentAdminBooking);
});

/** Every matching booking as CSV: admin panel only, like the users export. */
adminOperationsRoutes.mount(api.exportBookings, requireAdminPanel, async (ctx, { query: list }) => {
  const em = ctx.state.em;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment('uchrashuvlar.csv');
  ctx.body = csvStream(BOOKING_CSV_COLUMNS, (offset, limit) => bookingRows(em, list, { offset, limit }), bookingCsvRow);
});

adminOperationsRoutes.mount(api.setAnyBookingStatus, requireOperator, async (ctx, { params, body }) => {
  const booking = await setBookingStatus(ctx.state.em, params.id, body.status, actorOf(ctx));
  // Another provider's booking: their cached slots change, and the client's notice goes out now.
  ctx.deps.providerChanged(booking.userId);
  ctx.deps.notify();
  const [row] = await bookingRows(
    ctx.state.em,
    { q: '', status: undefined, sort: { field: 'createdAt', descending: false }, id: booking.id },
    { limit: 1, offset: 0 },
  );
  // Just changed in this request, so it is there; a booking gone meanwhile reads as one that never was.
  if (!row) throw new AppError('not_found', uz.notFound.booking);
  return presentAdminBooking(row);
});

adminOperationsRoutes.mount(api.listPlatformSlots, requireOperator, async (ctx) => {
  const slots = await ctx.state.em.find(TimeSlotSchema, {}, { orderBy: { time: 'asc' } });
  return slots.map(presentTimeSlot);
});

adminOperationsRoutes.mount(api.setPlatformSlot, requireOperator, async (ctx, { params, body }) => {
  const { id } = params;
  const { isAvailable } = body;
  const slot = await ctx.state.em.transactional(async (tx) => {
    const found = await tx.findOne(TimeSlotSchema, { id });
    if (!found) throw new AppError('not_found', adminText.timeSlotNotFound);
    if (found.isAvailable !== isAvailable) {
      found.isAvailable = isAvailable;
      await tx.flush();
      await recordActivity(tx, actorOf(ctx), 'time_slot_changed', 'time_slot', String(found.id), { time: found.time, isAvailable });
    }
    return found;
  });
  return presentTimeSlot(slot);
});
