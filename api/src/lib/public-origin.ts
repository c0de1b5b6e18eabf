import type { AppContext } from './context.ts';

/**
 * Our own origin as clients see it: PUBLIC_URL when set, else this request's scheme and host. (Koa's
 * `ctx.origin` is not that: it echoes the request's Origin header.)
 */
export function publicOrigin(ctx: Pick<AppContext, 'protocol' | 'host'> & { deps: { config: { publicUrl?: string } } }): string {
  const configured = ctx.deps.config.publicUrl;
  return configured ? new URL(configured).origin : `${ctx.protocol}://${ctx.host}`;
}
