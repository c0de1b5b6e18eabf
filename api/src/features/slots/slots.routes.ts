import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { bookingScope, loadUser } from '../../middleware/auth.ts';
import { parseQuery, query, validateQuery } from '../../middleware/validate.ts';
import { SlotQuery } from './slots.schema.ts';
import { listProviderGrid, serviceSlotsJson } from './slots.service.ts';

/**
 * The public slot list is the most requested call: it is mounted ahead of sessions and body parsing,
 * which it does not need. Without a serviceId the call falls through to the provider's grid below.
 */
export const publicSlotRoutes = new Router<AppContext['state'], AppContext>();

publicSlotRoutes.get('/api/time-slots', async (ctx, next) => {
  if (ctx.query.serviceId === undefined) return next();
  const params = parseQuery(ctx, SlotQuery);
  const query = { ...params, serviceId: params.serviceId as number };
  ctx.type = 'application/json';
  // The query string is remembered for the fast lane with the answer (see slot-list-fast-lane.ts).
  ctx.body = await serviceSlotsJson(ctx.deps, query, ctx.querystring);
});

export const slotRoutes = new Router<AppContext['state'], AppContext>();

slotRoutes.get('/api/time-slots', validateQuery(SlotQuery), async (ctx) => {
  const params = query(ctx, SlotQuery);
  await loadUser(ctx);
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  // A master's grid is their own day; the owner's is the whole business's, or one master's with staffId.
  const own = bookingScope(ctx);
  const scope = own.staffId ? own : { ...own, staffId: params.staffId ?? null };
  ctx.body = await listProviderGrid(ctx.state.em, scope, user.timezone, params.date);
});
