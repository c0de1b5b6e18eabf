import Router from '@koa/router';
import type { Presented, PublicServiceResponse } from '../../contracts/responses.ts';
import type { AppContext } from '../../lib/context.ts';
import { presentService } from '../services/index.ts';
import { query, validateQuery } from '../../middleware/validate.ts';
import { presentBusinessCard, searchBusinesses } from './business-search.ts';
import { BusinessSearchQuery } from './public.schema.ts';
import { publicBusiness } from './public-business.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new Router<AppContext['state'], AppContext>();

publicRoutes.get('/api/public/user/:identifier', async (ctx) => {
  ctx.body = await presentPublicProvider(ctx.state.em, await findProvider(ctx.state.em, ctx.params.identifier ?? ''));
});

/** The business alone (the Mini App's header, a directory card): the same projection as the provider read's `business`. */
publicRoutes.get('/api/public/business/:identifier', async (ctx) => {
  ctx.body = await publicBusiness(ctx.state.em, await findProvider(ctx.state.em, ctx.params.identifier ?? ''));
});

/**
 * Public businesses by name or category (the Mini App's home; the same search as the bot's inline mode): `q` words,
 * `category` one of BUSINESS_CATEGORIES. Without either, the most booked ones.
 */
publicRoutes.get('/api/public/businesses', validateQuery(BusinessSearchQuery), async (ctx) => {
  const { q, category, limit } = query(ctx, BusinessSearchQuery);
  const rows = await searchBusinesses(ctx.state.em, { query: q ?? '', category, limit, emptyFinds: 'popular' });
  ctx.body = rows.map(presentBusinessCard);
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
