import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { bookingScope, requireMember } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { bookingExtras, presentBookingWith } from '../bookings/index.ts';
import { holidaysOf } from './holidays.ts';
import { presentDateOverride, presentTimeOff } from './time-off.presenter.ts';
import * as api from './time-off.contract.ts';
import { addTimeOff, listDateOverrides, listTimeOff, removeDateOverride, removeTimeOff, setDateOverride } from './time-off.service.ts';

/** Days off and date overrides: the owner for the business and any master, a signed-in master for themselves. */
export const timeOffRoutes = new ContractRouter();

/** Days off and overrides shape the business's slots: this instance drops them at once (the trigger tells the rest). */
function changed(ctx: AppContext) {
  ctx.deps.providerChanged(bookingScope(ctx).providerId);
}

timeOffRoutes.mount(api.listHolidays, (ctx, { query }) => {
  // Named in the reader's language; the answer varies with it.
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  return holidaysOf(query.year, requestLanguage(ctx));
});

timeOffRoutes.mount(api.listTimeOff, requireMember, async (ctx, { query }) =>
  (await listTimeOff(ctx.state.em, bookingScope(ctx), query)).map(presentTimeOff),
);

timeOffRoutes.mount(api.addTimeOff, requireMember, async (ctx, { body }) => {
  const { timeOff, affected } = await addTimeOff(ctx.state.em, bookingScope(ctx), body, actorOf(ctx));
  changed(ctx);
  const extras = await bookingExtras(ctx.state.em, affected);
  return { ...presentTimeOff(timeOff), affectedBookings: affected.map((booking) => presentBookingWith(booking, extras)) };
});

timeOffRoutes.mount(api.removeTimeOff, requireMember, async (ctx, { params }) => {
  await removeTimeOff(ctx.state.em, bookingScope(ctx), params.id, actorOf(ctx));
  changed(ctx);
});

timeOffRoutes.mount(api.listDateOverrides, requireMember, async (ctx, { query }) =>
  (await listDateOverrides(ctx.state.em, bookingScope(ctx), query)).map(presentDateOverride),
);

timeOffRoutes.mount(api.setDateOverride, requireMember, async (ctx, { params, body }) => {
  const override = await setDateOverride(ctx.state.em, bookingScope(ctx), params.date, body, actorOf(ctx));
  changed(ctx);
  return presentDateOverride(override);
});

timeOffRoutes.mount(api.removeDateOverride, requireMember, async (ctx, { params, query }) => {
  await removeDateOverride(ctx.state.em, bookingScope(ctx), params.date, query.staffId ?? null, actorOf(ctx));
  changed(ctx);
});
