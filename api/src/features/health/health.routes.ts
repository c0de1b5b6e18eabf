import { uz } from '../../contracts/messages.uz.ts';
import type { AppContext } from '../../lib/context.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import * as api from './health.contract.ts';
import { pingDatabase } from './health.queries.ts';

export const healthRoutes = new ContractRouter();

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
healthRoutes.mount(api.getLiveness, () => ({ status: 'ok' as const }));

/**
 * Readiness (and the classic health check): the database answers and no stop has begun, so traffic may be
 * sent here. While a stop drains (SIGTERM), 503 `shutting_down` at once: the proxy takes this instance out
 * while it still answers what reaches it.
 */
async function readiness(ctx: AppContext) {
  if (ctx.deps.draining()) {
    ctx.status = 503;
    return { status: 'unavailable' as const, message: uz.server.shuttingDown, code: 'shutting_down' as const };
  }
  if (await databaseAnswers(ctx)) return { status: 'ok' as const };
  ctx.status = 503;
  ctx.set('Retry-After', '5');
  return { status: 'unavailable' as const, message: uz.server.unavailable, code: 'database_unavailable' as const };
}

healthRoutes.mount(api.getHealth, readiness);
healthRoutes.mount(api.getReadiness, readiness);
