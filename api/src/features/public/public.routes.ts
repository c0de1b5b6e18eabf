import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentService } from '../services/index.ts';
import * as api from './public.contract.ts';
import { findProvider, presentPublicProvider, publicServices } from './public.service.ts';

export const publicRoutes = new ContractRouter();

publicRoutes.mount(api.getPublicProvider, async (ctx, { params }) =>
  presentPublicProvider(await findProvider(ctx.state.em, params.identifier)),
);

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
