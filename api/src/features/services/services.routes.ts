import Router from '@koa/router';
import { z } from 'zod';
import { idField } from '../../contracts/fields.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { zodToAppError } from '../../middleware/errors.ts';
import { presentService } from './services.presenter.ts';
import { AvailabilityInput, ServiceInput } from './services.schema.ts';
import { createService, deleteService, getAvailability, listOwnServices, saveAvailability, updateService } from './services.service.ts';

export const serviceRoutes = new Router<AppContext['state'], AppContext>();

export function idParam(ctx: AppContext, name: string): number {
  const parsed = idField.safeParse((ctx.params as Record<string, string>)[name]);
  if (!parsed.success) throw zodToAppError(new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: [name] }))));
  return parsed.data;
}

serviceRoutes.get('/api/services', requireUser, async (ctx) => {
  ctx.body = (await listOwnServices(ctx.state.em, signedInUser(ctx).id)).map(presentService);
});

serviceRoutes.post('/api/services', requireUser, validate(ServiceInput), async (ctx) => {
  const service = await createService(ctx.state.em, signedInUser(ctx), input(ctx, ServiceInput), actorOf(ctx));
  ctx.status = 201;
  ctx.body = presentService(service);
});

serviceRoutes.put('/api/services/:id', requireUser, validate(ServiceInput), async (ctx) => {
  const service = await updateService(ctx.state.em, signedInUser(ctx), idParam(ctx, 'id'), input(ctx, ServiceInput), actorOf(ctx));
  ctx.body = presentService(service);
});

serviceRoutes.delete('/api/services/:id', requireUser, async (ctx) => {
  await deleteService(ctx.state.em, signedInUser(ctx), idParam(ctx, 'id'), actorOf(ctx));
  ctx.status = 204;
});

serviceRoutes.get('/api/service-availability/:serviceId', requireUser, async (ctx) => {
  ctx.body = await getAvailability(ctx.state.em, signedInUser(ctx).id, idParam(ctx, 'serviceId'));
});

serviceRoutes.put('/api/service-availability/:serviceId', requireUser, validate(AvailabilityInput), async (ctx) => {
  const body = input(ctx, AvailabilityInput);
  ctx.body = await saveAvailability(ctx.state.em, signedInUser(ctx).id, idParam(ctx, 'serviceId'), body, actorOf(ctx));
});
