import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentService } from '../services/index.ts';
import * as api from './public.contract.ts';
import { presentBusinessCard, searchBusinesses } from './business-search.ts';
import { publicBusiness } from './public-business.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new ContractRouter();

publicRoutes.mount(api.getPublicProvider, async (ctx, { params }) =>
  presentPublicProvider(ctx.state.em, await findProvider(ctx.state.em, params.identifier)),
);

/** The business alone (the Mini App's header, a directory card): the same projection as the provider read's `business`. */
publicRoutes.mount(api.getPublicBusiness, async (ctx, { params }) =>
  publicBusiness(ctx.state.em, await findProvider(ctx.state.em, params.identifier)),
);

/**
 * Public businesses by name or category (the Mini App's home; the same search as the bot's inline mode): `q` words,
 * `category` one of BUSINESS_CATEGORIES. Without either, the most booked ones.
 */
publicRoutes.mount(api.searchPublicBusinesses, async (ctx, { query }) => {
  const { q, category, limit } = query;
  const rows = await searchBusinesses(ctx.state.em, { query: q ?? '', category, limit, emptyFinds: 'popular' });
  return rows.map(presentBusinessCard);
});

publicRoutes.mount(api.listPublicServices, async (ctx, { params }) => {
  const { services, allowsReserveFee, masters } = await publicServices(ctx.state.em, params.identifier);
  // A fee the provider's plan in force no longer allows is not asked: the service books as an ordinary one.
  return services.map((service) => ({
    ...presentService(service),
    ...(allowsReserveFee ? {} : { reserveFee: 0 }),
    // Who does it: the page offers a master step only when there is more than one.
    staff: masters.get(service.id) ?? [],
  }));
});
