import { reserveFeeInForce } from './reserve-fee.ts';
import { clientLanguageOf } from '../telegram/index.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { bookingScope, requireMember, requireUser, signedInUser } from '../../middleware/auth.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { deleteBooking, setStatus, updateBookingDetails } from './booking-changes.ts';
import { bookingCalendarFile } from './booking-calendar.ts';
import { bookingDetails, bookingExtras, isClientToken, listBookings, ownBooking } from './booking-queries.ts';
import { presentBooking, presentBookingDetails, presentBookingWith } from './bookings.presenter.ts';
import * as api from './bookings.contract.ts';
import { bookAsProvider, cancelBatchAsProvider, cancelAsProvider, rescheduleAsProvider } from './bookings.service.ts';
import { bookAsClient, cancelAsClient, rescheduleAsClient } from './client-actions.ts';

export const bookingRoutes = new ContractRouter();

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
export const publicBookingRoutes = new ContractRouter();

publicBookingRoutes.mount(api.createPublicBooking, jsonBody, async (ctx, { body }) => {
  const language = clientLanguageOf(ctx, body.language);
  // The booking is one statement on the pool, and the rate limit's count one on the ORM's connection: neither needs
  // a unit of work, so none is forked for them (a fork per booking is garbage the hottest write need not make).
  const { booking, context } = await bookAsClient(ctx.deps.orm.em, ctx.deps, body, ctx.ip, { ...options(ctx), language });
  notified(ctx, booking.userId, booking);
  return {
    // A booking just made has no fee paid yet: a reserve-fee booking is made through its payment order instead.
    ...presentBooking(booking, context.name, null, { id: booking.staffId, name: booking.staffName }),
    reserveFee: reserveFeeInForce(context),
    telegramLink: ctx.deps.telegramLink(`b_${booking.telegramToken}`),
    // The client's key to this booking's details and links; shown to nobody else.
    clientToken: booking.clientToken,
  };
});

bookingRoutes.mount(api.reschedulePublicBooking, async (ctx, { params, body }) => {
  const booking = await rescheduleAsClient(ctx.state.em, ctx.deps, params.id, { kind: 'page', ...body }, body, options(ctx));
  notified(ctx, booking.userId);
  return present(ctx, booking);
});

bookingRoutes.mount(api.cancelPublicBooking, async (ctx, { params, body }) => {
  const booking = await cancelAsClient(
    ctx.state.em,
    ctx.deps,
    params.id,
    { kind: 'page', ...body },
    { ...options(ctx), reason: body.reason },
  );
  notified(ctx, booking.userId, booking);
  return present(ctx, booking);
});

bookingRoutes.mount(api.getBookingDetails, async (ctx, { params, query }) => {
  const details = await bookingDetails(ctx.state.em, params.id);
  return presentBookingDetails(details, {
    hasAccess: isClientToken(details.booking, query.token),
    telegramLink: ctx.deps.telegramLink(`b_${details.booking.telegramToken}`),
  });
});

/** The client's .ics for their booking: only with their token (a wrong one looks like no booking at all). */
bookingRoutes.mount(api.getBookingCalendarFile, async (ctx, { params, query }) => {
  const details = await bookingDetails(ctx.state.em, params.id);
  if (!isClientToken(details.booking, query.token)) throw new AppError('not_found', uz.notFound.booking);
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', 'attachment; filename="qabul-uchrashuv.ics"');
  ctx.body = bookingCalendarFile(details);
});

bookingRoutes.mount(api.listBookings, requireMember, async (ctx, { query }) => {
  const { bookings, total } = await listBookings(ctx.state.em, bookingScope(ctx), query);
  setPageHeaders(ctx, query, bookings.length, total);
  const extras = await bookingExtras(ctx.state.em, bookings);
  return bookings.map((b) => presentBookingWith(b, extras));
});

bookingRoutes.mount(api.createBooking, requireUser, async (ctx, { body }) => {
  const booking = await bookAsProvider(ctx.deps, signedInUser(ctx), body, actorOf(ctx), clientLanguageOf(ctx, body.language));
  notified(ctx, booking.userId, booking);
  return present(ctx, booking);
});

bookingRoutes.mount(api.bulkCancelBookings, requireUser, async (ctx, { body }) => {
  const user = signedInUser(ctx);
  const cancelled = await cancelBatchAsProvider(ctx.state.em, user, body, actorOf(ctx));
  if (cancelled.length > 0) notified(ctx, user.id);
  return { cancelled };
});

bookingRoutes.mount(api.updateBooking, requireMember, async (ctx, { params, body }) => {
  const booking = await ownBooking(ctx.state.em, bookingScope(ctx), params.id);
  const updated = await updateBookingDetails(ctx.state.em, booking, body, actorOf(ctx));
  notified(ctx, booking.userId, updated);
  return present(ctx, updated);
});

// A master marks their own bookings (confirmed, Kelmadi) like the owner does.
bookingRoutes.mount(api.setBookingStatus, requireMember, async (ctx, { params, body }) => {
  const booking = await ownBooking(ctx.state.em, bookingScope(ctx), params.id);
  const updated = await setStatus(ctx.state.em, booking, body.status, actorOf(ctx));
  notified(ctx, booking.userId, updated);
  return present(ctx, updated);
});

bookingRoutes.mount(api.deleteBooking, requireUser, async (ctx, { params }) => {
  const booking = await ownBooking(ctx.state.em, signedInUser(ctx).id, params.id);
  await deleteBooking(ctx.state.em, booking, actorOf(ctx));
  ctx.deps.bookingsChanged(booking.userId);
});

bookingRoutes.mount(api.moveBooking, requireMember, async (ctx, { params, body: { date, timeSlot, ...rest } }) => {
  const booking = await rescheduleAsProvider(
    ctx.state.em,
    ctx.deps,
    bookingScope(ctx),
    params.id,
    { newDate: date, newTimeSlot: timeSlot, ...rest },
    actorOf(ctx),
  );
  notified(ctx, booking.userId);
  return present(ctx, booking);
});

bookingRoutes.mount(api.rescheduleBooking, requireMember, async (ctx, { params, body }) => {
  const booking = await rescheduleAsProvider(ctx.state.em, ctx.deps, bookingScope(ctx), params.id, body, actorOf(ctx));
  notified(ctx, booking.userId);
  return present(ctx, booking);
});

bookingRoutes.mount(api.cancelBooking, requireMember, async (ctx, { params, body }) => {
  const booking = await cancelAsProvider(ctx.state.em, bookingScope(ctx), params.id, body.reason, actorOf(ctx));
  notified(ctx, booking.userId, booking);
  return present(ctx, booking);
});
