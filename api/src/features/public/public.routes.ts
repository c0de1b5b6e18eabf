import Router from '@koa/router';
import type { Presented, PublicServiceResponse } from '../../contracts/responses.ts';
import type { AppContext } from '../../lib/context.ts';
import { presentService } from '../services/index.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new Router<AppContext['state'], AppContext>();

publicRoutes.get('/api/public/user/:identifier', async (ctx) => {
  ctx.body = presentPublicProvider(await findProvider(ctx.state.em, ctx.params.identifier ?? ''));
});

publicRoutes.get('/api/public/services/:identifier', async (ctx) => {
  const { services, allowsReserveFee, masters } = await publicServices(ctx.state.em, ctx.params.identifier ?? '');
  // A fee the provider's plan in force no longer allows is not asked: the service books as an ordinary one.
  const answer: Presented<typeof PublicServiceResponse>[] = services.map((service) => ({
    ...presentService(service),
    ...(allowsReserveFee ? {} : { reserveFee: 0 }),
    // Who does it: the page offers a master step only when there is more than one.
    staff: masters.get(service.id) ?? [],
  }));
  ctx.body = answer;
});
