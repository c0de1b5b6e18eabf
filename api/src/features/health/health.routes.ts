import Router from '@koa/router';
import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { pingDatabase } from './health.queries.ts';

export const healthRoutes = new Router<AppContext['state'], AppContext>();

/** A health check must answer promptly even when the database does not: a load balancer is waiting. */
const HEALTH_DEADLINE_MS = 1500;

function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DEADLINE_MS);
  });
  const probe = pingDatabase(ctx.deps.pool).then(
    () => true,
    () => false,
  );
  return Promise.race([probe, deadline]).finally(() => clearTimeout(timer));
}

/** Liveness: the process answers (a restart would not help while it does). */
healthRoutes.get('/api/health/live', (ctx) => {
  ctx.body = { status: 'ok' };
});

/**
 * Readiness (and the classic health check): the database answers and no stop has begun, so traffic may be
 * sent here. While a stop drains (SIGTERM), 503 `shutting_down` at once: the proxy takes this instance out
 * while it still answers what reaches it.
 */
healthRoutes.get(['/api/health', '/api/health/ready'], async (ctx) => {
  if (ctx.deps.draining()) {
    ctx.status = 503;
    ctx.body = { status: 'unavailable', message: uz.server.shuttingDown, code: 'shutting_down' };
    return;
  }
  if (await databaseAnswers(ctx)) {
    ctx.body = { status: 'ok' };
    return;
  }
  ctx.status = 503;
  ctx.set('Retry-After', '5');
  ctx.body = { status: 'unavailable', message: uz.server.unavailable, code: 'database_unavailable' };
});
