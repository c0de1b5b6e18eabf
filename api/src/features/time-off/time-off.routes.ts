import Router from '@koa/router';
import { dateField } from '../../contracts/fields.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { bookingScope, requireMember } from '../../middleware/auth.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { bookingExtras, presentBookingWith } from '../bookings/index.ts';
import { holidaysOf } from './holidays.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { presentDateOverride, presentTimeOff } from './time-off.presenter.ts';
import { DateOverrideInput, HolidayQuery, OverrideScope, TimeOffFilters, TimeOffInput } from './time-off.schema.ts';
import { addTimeOff, listDateOverrides, listTimeOff, removeDateOverride, removeTimeOff, setDateOverride } from './time-off.service.ts';

/** Days off and date overrides: the owner for the business and any master, a signed-in master for themselves. */
export const timeOffRoutes = new Router<AppContext['state'], AppContext>();

/** Days off and overrides shape the business's slots: this instance drops them at once (the trigger tells the rest). */
function changed(ctx: AppContext) {
  ctx.deps.providerChanged(bookingScope(ctx).providerId);
}

function dateParam(ctx: AppContext): string {
  return dateField.parse(ctx.params.date);
}

timeOffRoutes.get('/api/time-off/holidays', validateQuery(HolidayQuery), async (ctx) => {
  // Named in the reader's language; the answer varies with it.
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  ctx.body = holidaysOf(query(ctx, HolidayQuery).year, requestLanguage(ctx));
});

timeOffRoutes.get('/api/time-off', requireMember, validateQuery(TimeOffFilters), async (ctx) => {
  ctx.body = (await listTimeOff(ctx.state.em, bookingScope(ctx), query(ctx, TimeOffFilters))).map(presentTimeOff);
});

timeOffRoutes.post('/api/time-off', requireMember, validate(TimeOffInput), async (ctx) => {
  const { timeOff, affected } = await addTimeOff(ctx.state.em, bookingScope(ctx), input(ctx, TimeOffInput), actorOf(ctx));
  changed(ctx);
  const extras = await bookingExtras(ctx.state.em, affected);
  ctx.status = 201;
  ctx.body = { ...presentTimeOff(timeOff), affectedBookings: affected.map((booking) => presentBookingWith(booking, extras)) };
});

timeOffRoutes.delete('/api/time-off/:id', requireMember, async (ctx) => {
  await removeTimeOff(ctx.state.em, bookingScope(ctx), ctx.params.id ?? '', actorOf(ctx));
  changed(ctx);
  ctx.status = 204;
});

timeOffRoutes.get('/api/date-overrides', requireMember, validateQuery(TimeOffFilters), async (ctx) => {
  ctx.body = (await listDateOverrides(ctx.state.em, bookingScope(ctx), query(ctx, TimeOffFilters))).map(presentDateOverride);
});

timeOffRoutes.put('/api/date-overrides/:date', requireMember, validate(DateOverrideInput), async (ctx) => {
  const override = await setDateOverride(ctx.state.em, bookingScope(ctx), dateParam(ctx), input(ctx, DateOverrideInput), actorOf(ctx));
  changed(ctx);
  ctx.body = presentDateOverride(override);
});

timeOffRoutes.delete('/api/date-overrides/:date', requireMember, validateQuery(OverrideScope), async (ctx) => {
  const { staffId } = query(ctx, OverrideScope);
  await removeDateOverride(ctx.state.em, bookingScope(ctx), dateParam(ctx), staffId ?? null, actorOf(ctx));
  changed(ctx);
  ctx.status = 204;
});
