import { actorOf } from '../../lib/context.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentService } from './services.presenter.ts';
import * as api from './services.contract.ts';
import { createService, deleteService, getAvailability, listOwnServices, saveAvailability, updateService } from './services.service.ts';

export const serviceRoutes = new ContractRouter();

serviceRoutes.mount(api.listServices, requireUser, async (ctx) =>
  (await listOwnServices(ctx.state.em, signedInUser(ctx).id)).map(presentService),
);

serviceRoutes.mount(api.createService, requireUser, async (ctx, { body }) =>
  presentService(await createService(ctx.state.em, signedInUser(ctx), body, actorOf(ctx))),
);

serviceRoutes.mount(api.updateService, requireUser, async (ctx, { params, body }) =>
  presentService(await updateService(ctx.state.em, signedInUser(ctx), params.id, body, actorOf(ctx))),
);

serviceRoutes.mount(api.deleteService, requireUser, async (ctx, { params }) => {
  await deleteService(ctx.state.em, signedInUser(ctx), params.id, actorOf(ctx));
});

serviceRoutes.mount(api.getServiceAvailability, requireUser, (ctx, { params }) =>
  getAvailability(ctx.state.em, signedInUser(ctx).id, params.serviceId),
);

serviceRoutes.mount(api.saveServiceAvailability, requireUser, (ctx, { params, body }) =>
  saveAvailability(ctx.state.em, signedInUser(ctx).id, params.serviceId, body, actorOf(ctx)),
);
