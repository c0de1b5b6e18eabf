import { reserveFeeInForce } from './reserve-fee.ts';
import { clientLanguageOf } from '../telegram/index.ts';
import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { Presented, PublicBookingResponse } from '../../contracts/responses.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { bookingScope, requireMember, requireUser, signedInUser } from '../../middleware/auth.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { deleteBooking, setStatus, updateBookingDetails } from './booking-changes.ts';
import { bookingCalendarFile } from './booking-calendar.ts';
import { bookingDetails, bookingExtras, isClientToken, listBookings, ownBooking } from './booking-queries.ts';
import { presentBooking, presentBookingDetails, presentBookingWith } from './bookings.presenter.ts';
import {
  BookingFilters,
  BulkCancel,
  Cancel,
  CreateBooking,
  CreateDashboardBooking,
  PublicCancel,
  PublicReschedule,
  Reschedule,
  StatusChange,
  UpdateBooking,
} from './bookings.schema.ts';
import {
  bookAsClient,
  bookAsProvider,
  cancelAsClient,
  cancelBatchAsProvider,
  cancelAsProvider,
  rescheduleAsClient,
  rescheduleAsProvider,
} from './bookings.service.ts';

export const bookingRoutes = new Router<AppContext['state'], AppContext>();

const options = (ctx: AppContext) => ({
  rateLimitOff: ctx.deps.config.rateLimitDisabled,
  ip: ctx.ip || null,
});

async function present(ctx: AppContext, booking: Parameters<typeof presentBooking>[0]) {
  return presentBookingWith(booking, await bookingExtras(ctx.state.em, [booking]));
}

/**
 * A committed booking write: wake the notification dispatcher and drop this provider's cached slots. A write that stays
 * on its date and master names them, so open calendars read only that date again (a move names nothing: both ends).
 */
function notified(ctx: AppContext, providerId: string, stayed?: { date: string; staffId: string }) {
  ctx.deps.bookingsChanged(providerId, stayed ? { dates: [stayed.date], staffIds: [stayed.staffId] } : undefined);
  ctx.state.changesAnnounced = true;
  ctx.deps.notify();
}

/**
 * A visitor's booking needs no session: it is mounted ahead of the session middleware (with its own
 * JSON parsing), on the hottest write path. Same-origin checks concern cookie-authenticated writes only.
 */
export const publicBookingRoutes = new Router<AppContext['state'], AppContext>();

publicBookingRoutes.post('/api/public/bookings', jsonBody, validate(CreateBooking), async (ctx) => {
  const body = input(ctx, CreateBooking);
  const language = clientLanguageOf(ctx, body.language);
  const { booking, context } = await bookAsClient(ctx.state.em, ctx.deps, body, ctx.ip, { ...options(ctx), language });
  notified(ctx, booking.userId, booking);
  const answer: Presented<typeof PublicBookingResponse> = {
    // A booking just made has no fee paid yet: a reserve-fee booking is made through its payment order instead.
    ...presentBooking(booking, context.name, null, { id: booking.staffId, name: booking.staffName }),
    reserveFee: reserveFeeInForce(context),
    telegramLink: ctx.deps.telegramLink(`b_${booking.telegramToken}`),
    // The client's key to this booking's details and links; shown to nobody else.
    clientToken: booking.clientToken,
  };
  ctx.status = 201;
  ctx.body = answer;
});

bookingRoutes.post('/api/public/bookings/:id/reschedule', validate(PublicReschedule), async (ctx) => {
  const booking = await rescheduleAsClient(ctx.state.em, ctx.deps, ctx.params.id ?? '', input(ctx, PublicReschedule), options(ctx));
  notified(ctx, booking.userId);
  ctx.body = await present(ctx, booking);
});

bookingRoutes.post('/api/public/bookings/:id/cancel', validate(PublicCancel), async (ctx) => {
  const booking = await cancelAsClient(ctx.state.em, ctx.deps, ctx.params.id ?? '', input(ctx, PublicCancel), options(ctx));
  notified(ctx, booking.userId, booking);
  ctx.body = await present(ctx, booking);
});

bookingRoutes.get('/api/booking-details/:id', async (ctx) => {
  const details = await bookingDetails(ctx.state.em, ctx.params.id ?? '');
  ctx.body = presentBookingDetails(details, {
    hasAccess: isClientToken(details.booking, ctx.query.token),
    telegramLink: ctx.deps.telegramLink(`b_${details.booking.telegramToken}`),
  });
});

/** The client's .ics for their booking: only with their token (a wrong one looks like no booking at all). */
bookingRoutes.get('/api/booking-details/:id/calendar.ics', async (ctx) => {
  const details = await bookingDetails(ctx.state.em, ctx.params.id ?? '');
  if (!isClientToken(details.booking, ctx.query.token)) throw new AppError('not_found', uz.notFound.booking);
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', 'attachment; filename="qabul-uchrashuv.ics"');
  ctx.body = bookingCalendarFile(details);
});

bookingRoutes.get('/api/bookings', requireMember, validateQuery(BookingFilters), async (ctx) => {
  const filters = query(ctx, BookingFilters);
  const { bookings, total } = await listBookings(ctx.state.em, bookingScope(ctx), filters);
  setPageHeaders(ctx, filters, bookings.length, total);
  const extras = await bookingExtras(ctx.state.em, bookings);
  ctx.body = bookings.map((b) => presentBookingWith(b, extras));
});

bookingRoutes.post('/api/bookings', requireUser, validate(CreateDashboardBooking), async (ctx) => {
  const body = input(ctx, CreateDashboardBooking);
  const booking = await bookAsProvider(ctx.deps, signedInUser(ctx), body, actorOf(ctx), clientLanguageOf(ctx, body.language));
  notified(ctx, booking.userId, booking);
  ctx.status = 201;
  ctx.body = await present(ctx, booking);
});

bookingRoutes.post('/api/bookings/bulk-cancel', requireUser, validate(BulkCancel), async (ctx) => {
  const user = signedInUser(ctx);
  const cancelled = await cancelBatchAsProvider(ctx.state.em, user, input(ctx, BulkCancel), actorOf(ctx));
  if (cancelled.length > 0) notified(ctx, user.id);
  ctx.body = { cancelled };
});

bookingRoutes.put('/api/bookings/:id', requireMember, validate(UpdateBooking), async (ctx) => {
  const booking = await ownBooking(ctx.state.em, bookingScope(ctx), ctx.params.id ?? '');
  const updated = await updateBookingDetails(ctx.state.em, booking, input(ctx, UpdateBooking), actorOf(ctx));
  notified(ctx, booking.userId, updated);
  ctx.body = await present(ctx, updated);
});

// A master marks their own bookings (confirmed, Kelmadi) like the owner does.
bookingRoutes.put('/api/bookings/:id/status', requireMember, validate(StatusChange), async (ctx) => {
  const booking = await ownBooking(ctx.state.em, bookingScope(ctx), ctx.params.id ?? '');
  const updated = await setStatus(ctx.state.em, booking, input(ctx, StatusChange).status, actorOf(ctx));
  notified(ctx, booking.userId, updated);
  ctx.body = await present(ctx, updated);
});

bookingRoutes.delete('/api/bookings/:id', requireUser, async (ctx) => {
  const booking = await ownBooking(ctx.state.em, signedInUser(ctx).id, ctx.params.id ?? '');
  await deleteBooking(ctx.state.em, booking, actorOf(ctx));
  ctx.deps.bookingsChanged(booking.userId);
  ctx.status = 204;
});

bookingRoutes.post('/api/bookings/:id/reschedule', requireMember, validate(Reschedule), async (ctx) => {
  const booking = await rescheduleAsProvider(
    ctx.state.em,
    ctx.deps,
    bookingScope(ctx),
    ctx.params.id ?? '',
    input(ctx, Reschedule),
    actorOf(ctx),
  );
  notified(ctx, booking.userId);
  ctx.body = await present(ctx, booking);
});

bookingRoutes.post('/api/bookings/:id/cancel', requireMember, validate(Cancel), async (ctx) => {
  const booking = await cancelAsProvider(ctx.state.em, bookingScope(ctx), ctx.params.id ?? '', input(ctx, Cancel).reason, actorOf(ctx));
  notified(ctx, booking.userId, booking);
  ctx.body = await present(ctx, booking);
});
