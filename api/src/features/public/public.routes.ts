import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { presentService } from '../services/index.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new Router<AppContext['state'], AppContext>();

publicRoutes.get('/api/public/user/:identifier', async (ctx) => {
  ctx.body = presentPublicProvider(await findProvider(ctx.state.em, ctx.params.identifier ?? ''));
});

publicRoutes.get('/api/public/services/:identifier', async (ctx) => {
  ctx.body = (await publicServices(ctx.state.em, ctx.params.identifier ?? '')).map(presentService);
});
