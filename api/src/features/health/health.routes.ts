import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';

export const healthRoutes = new Router<AppContext['state'], AppContext>();

healthRoutes.get('/api/health', async (ctx) => {
  try {
    await ctx.deps.orm.em.getConnection().execute('select 1', [], 'get');
    ctx.body = { status: 'ok' };
  } catch {
    ctx.status = 503;
    ctx.body = {
      status: 'unavailable',
      message: uz.server.unavailable,
      code: 'unavailable',
    };
  }
});
