import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { presentService } from '../services/index.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new Router<AppContext['state'], AppContext>();

publicRoutes.get('/api/public/user/:identifier', async (ctx) => {
  ctx.body = presentPublicProvider(await findProvider(ctx.state.em, ctx.params.identifier ?? ''));
});

publicRoutes.get('/api/public/services/:identifier', async (ctx) => {
  const { services, allowsReserveFee } = await publicServices(ctx.state.em, ctx.params.identifier ?? '');
  // A fee the provider's plan in force no longer allows is not asked: the service books as an ordinary one.
  ctx.body = services.map((service) => ({ ...presentService(service), ...(allowsReserveFee ? {} : { reserveFee: 0 }) }));
});
