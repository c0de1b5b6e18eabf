import { timingSafeEqual } from 'node:crypto';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { scrapeMetrics } from './metrics.contract.ts';
import { dispatcherLag, poolConnections, registry } from './metrics.ts';
import { dispatcherLagSeconds } from './metrics.queries.ts';

export const metricsRoutes = new ContractRouter();

function authorised(ctx: AppContext): boolean {
  const token = ctx.deps.config.metricsToken;
  if (!token) return false;
  const given = Buffer.from(ctx.get('authorization').replace(/^Bearer /i, ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Prometheus scrape: only with `Authorization: Bearer <METRICS_TOKEN>`; without a token set it does not exist. */
metricsRoutes.mount(scrapeMetrics, async (ctx) => {
  if (!ctx.deps.config.metricsToken) throw new AppError('not_found', uz.notFound.route);
  if (!authorised(ctx)) throw new AppError('unauthorized', uz.auth.required);
  const pool = ctx.deps.pool;
  poolConnections.set({ state: 'total' }, pool.totalCount);
  poolConnections.set({ state: 'idle' }, pool.idleCount);
  poolConnections.set({ state: 'waiting' }, pool.waitingCount);
  dispatcherLag.set(await dispatcherLagSeconds(pool));
  ctx.type = registry.contentType;
  ctx.body = await registry.metrics();
});
