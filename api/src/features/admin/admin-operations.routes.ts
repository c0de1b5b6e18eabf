import Router from '@koa/router';
import { TimeSlotSchema } from '@qabul/db';
import { idField } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AppContext } from '../../lib/context.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { recordActivity } from '../activity/index.ts';
import { BookingList, BookingStatusChange, TimeSlotChange } from './admin.schema.ts';
import { BOOKING_CSV_COLUMNS, bookingCsvRow, presentAdminBooking, presentTimeSlot } from './admin.presenter.ts';
import { bookingRows, countBookings } from './admin-bookings.queries.ts';
import { setBookingStatus } from './admin-bookings.service.ts';
import { requireAdminPanel, requireOperator } from './admin-guards.ts';
import { csvStream } from '../../lib/csv.ts';
import { adminText } from './messages.uz.ts';
import { offsetOf } from './users.handlers.ts';

/** The all-bookings and settings pages: an admin-panel session, or a user with role admin or platform_admin. */
export const adminOperationsRoutes = new Router<AppContext['state'], AppContext>();

adminOperationsRoutes.get('/api/admin/bookings', requireOperator, validateQuery(BookingList), async (ctx) => {
  const list = query(ctx, BookingList);
  const [rows, total] = await Promise.all([bookingRows(ctx.state.em, list, offsetOf(list)), countBookings(ctx.state.em, list)]);
  ctx.set('X-Total-Count', String(total));
  ctx.body = rows.map(presentAdminBooking);
});

/** Every matching booking as CSV: admin panel only, like the users export. */
adminOperationsRoutes.get('/api/admin/bookings.csv', requireAdminPanel, validateQuery(BookingList), async (ctx) => {
  const list = query(ctx, BookingList);
  const em = ctx.state.em;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment('uchrashuvlar.csv');
  ctx.body = csvStream(BOOKING_CSV_COLUMNS, (offset, limit) => bookingRows(em, list, { offset, limit }), bookingCsvRow);
});

adminOperationsRoutes.put('/api/admin/bookings/:id/status', requireOperator, validate(BookingStatusChange), async (ctx) => {
  const booking = await setBookingStatus(ctx.state.em, ctx.params.id ?? '', input(ctx, BookingStatusChange).status, actorOf(ctx));
  // Another provider's booking: their cached slots change, and the client's notice goes out now.
  ctx.deps.providerChanged(booking.userId);
  ctx.deps.notify();
  const [row] = await bookingRows(
    ctx.state.em,
    { q: '', status: undefined, sort: { field: 'createdAt', descending: false }, id: booking.id },
    { limit: 1, offset: 0 },
  );
  ctx.body = row ? presentAdminBooking(row) : null;
});

adminOperationsRoutes.get('/api/admin/time-slots', requireOperator, async (ctx) => {
  const slots = await ctx.state.em.find(TimeSlotSchema, {}, { orderBy: { time: 'asc' } });
  ctx.body = slots.map(presentTimeSlot);
});

adminOperationsRoutes.put('/api/admin/time-slots/:id', requireOperator, validate(TimeSlotChange), async (ctx) => {
  const id = idField.parse(ctx.params.id);
  const { isAvailable } = input(ctx, TimeSlotChange);
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
  ctx.body = presentTimeSlot(slot);
});
