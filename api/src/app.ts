import Koa from 'koa';
import helmet from 'koa-helmet';
import session from 'koa-session';
import { calendarFastLane } from './features/calendar/index.ts';
import { validateInitData } from './features/telegram/init-data.ts';
import { httpRequests } from './features/metrics/metrics.ts';
import { uz } from './contracts/messages.uz.ts';
import { AppError } from './lib/app-error.ts';
import type { AppContext, AppDeps, AppState } from './lib/context.ts';
import { logger } from './lib/logger.ts';
import { postgresSessionStore } from './lib/session-store.ts';
import { API_HEADERS, ASSET_HEADERS, ASSET_PATH, assignRequestId } from './middleware/api-headers.ts';
import { compressResponses } from './middleware/compress.ts';
import { errorBoundary } from './middleware/errors.ts';
import { jsonBody } from './middleware/json-body.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { serveClients } from './middleware/static.ts';
import { registerApiCatalogues } from './api-catalogues.ts';
import { whenBookingCancelled } from './features/bookings/index.ts';
import { closeOrderOfBooking } from './features/payments/order-closing.ts';
import { ROUTES, SESSIONLESS_ROUTES, SLOT_LIST_ROUTES } from './routes.ts';

export { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from './config.ts';
const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/** Wires what features hand each other at start: here, in the open, rather than by importing a module for its effect. */
function connectFeatures(): void {
  // The API's messages in the three languages, known to the error boundary before the first request.
  registerApiCatalogues();
  // Payments books through bookings, so bookings cannot call payments: it announces cancellations through this
  // hook, and a cancelled booking's unpaid order closes in the cancel's own transaction.
  whenBookingCancelled(closeOrderOfBooking);
}

export function createApp(deps: AppDeps) {
  connectFeatures();
  const app = new Koa<AppState, AppContext>();
  app.keys = deps.config.sessionKeys;
  // Only our own proxies are trusted: the client address is the one the nearest of them saw, so a forged
  // leftmost X-Forwarded-For entry changes nothing.
  app.proxy = deps.config.proxyHops > 0;
  app.maxIpsCount = deps.config.proxyHops;
  app.context.deps = deps;
  // A client that goes away mid-download is not an error of ours.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    logger.error({ err: error }, 'unhandled application error');
  });

  // Repeats of the most requested call are answered from the cache ahead of Koa itself (server.ts, slotListRepeats).
  // Repeats of a session's calendar read, the same way (features/calendar/calendar-fast-lane.ts).
  app.use(calendarFastLane(deps.cache));
  app.use(compressResponses());
  app.use((ctx, next) => {
    assignRequestId(ctx);
    return next();
  });
  app.use(async (ctx, next) => {
    // Request rate and latency per route pattern (never the raw path: ids would explode the label set).
    const stop = httpRequests.startTimer({ method: ctx.method });
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/api/') ? 'unmatched' : 'page');
      stop({ route: String(route), status: String(ctx.status) });
    }
  });
  app.use(errorBoundary);
  // A NUL in a path or query string can reach no page and no query: refuse it before anything reads it.
  app.use((ctx, next) => {
    if (/%00/i.test(ctx.url) || ctx.url.includes('\u0000')) throw new AppError('validation', uz.validation.nulCharacter);
    return next();
  });
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The Mini App runs inside Telegram's web clients.
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  app.use((ctx, next) => {
    if (ASSET_PATH.test(ctx.path)) {
      ctx.set(ASSET_HEADERS);
      return next();
    }
    if (!ctx.path.startsWith('/api/')) return pageHeaders(ctx as never, next);
    ctx.set(API_HEADERS);
    return next();
  });
  // The most requested call (public slot list) needs neither the ORM nor a session.
  for (const router of SLOT_LIST_ROUTES) app.use(router.routes());
  app.use(async (ctx, next) => {
    // One unit of work per request, made only when a handler needs the ORM.
    let em: AppState['em'] | undefined;
    Object.defineProperty(ctx.state, 'em', {
      get: () => (em ??= deps.orm.em.fork()),
      configurable: true,
    });
    await next();
    // A signed-in provider's write may change their slots: drop this instance's cache for them at once.
    if (ctx.method !== 'GET' && ctx.state.user && ctx.status < 400 && !ctx.state.changesAnnounced) deps.providerChanged(ctx.state.user.id);
  });
  // The hottest public write and the payment systems' calls run before sessions and cookie checks, which they do not need.
  for (const router of SESSIONLESS_ROUTES) app.use(router.routes());
  if (deps.config.production) {
    // Production is checked at start to be served over https:// (PUBLIC_URL) behind our proxy: the Secure
    // cookie is right even when the proxy forgets X-Forwarded-Proto, instead of failing every login with a 500.
    app.use((ctx, next) => {
      ctx.cookies.secure = true;
      return next();
    });
  }
  app.use(
    session(
      {
        key: deps.config.sessionCookies[0],
        maxAge: THIRTY_DAYS,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.production,
        signed: true,
        renew: true,
        store: postgresSessionStore(deps.orm),
      },
      app as never,
    ),
  );
  app.use(
    sameOrigin({
      publicUrl: deps.config.publicUrl,
      sessionCookies: deps.config.sessionCookies,
      isValidTelegram: (initData) => {
        const token = deps.config.telegram.token;
        if (!token) return false;
        try {
          validateInitData(initData, token);
          return true;
        } catch {
          return false;
        }
      },
    }),
  );
  app.use(jsonBody);

  for (const router of ROUTES) app.use(router.routes()).use(router.allowedMethods());
  app.use(serveClients());
  return app;
}
