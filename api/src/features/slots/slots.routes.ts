import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { JsonText } from '../../lib/respond.ts';
import { bookingScope, loadUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import * as api from './slots.contract.ts';
import { listProviderGrid, serviceSlotsJson } from './slots.service.ts';

/**
 * The public slot list is the most requested call: it is mounted ahead of sessions and body parsing,
 * which it does not need. Without a serviceId the call falls through to the provider's grid below.
 */
export const publicSlotRoutes = new ContractRouter();

publicSlotRoutes.mountWhen(
  (ctx) => ctx.query.serviceId !== undefined,
  api.listTimeSlots,
  // The query string is remembered for the fast lane with the answer (see slot-list-fast-lane.ts).
  async (ctx, { query }) =>
    new JsonText(await serviceSlotsJson(ctx.deps, { ...query, serviceId: query.serviceId as number }, ctx.querystring)),
);

export const slotRoutes = new ContractRouter();

slotRoutes.mount(api.listTimeSlots, async (ctx, { query }) => {
  await loadUser(ctx);
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  // A master's grid is their own day; the owner's is the whole business's, or one master's with staffId.
  const own = bookingScope(ctx);
  const scope = own.staffId ? own : { ...own, staffId: query.staffId ?? null };
  return listProviderGrid(ctx.state.em, scope, user.timezone, query.date);
});
