import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { loadUser } from '../../middleware/auth.ts';
import { query, validateQuery } from '../../middleware/validate.ts';
import { SlotQuery } from './slots.schema.ts';
import { listProviderGrid, listServiceSlots } from './slots.service.ts';

export const slotRoutes = new Router<AppContext['state'], AppContext>();

slotRoutes.get('/api/time-slots', validateQuery(SlotQuery), async (ctx) => {
  const params = query(ctx, SlotQuery);
  if (params.serviceId !== undefined) {
    ctx.body = await listServiceSlots(ctx.deps, {
      ...params,
      serviceId: params.serviceId,
    });
    return;
  }
  await loadUser(ctx);
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', uz.auth.required);
  ctx.body = await listProviderGrid(ctx.state.em, user.id, user.timezone, params.date);
});
