import { createServer, type Server } from 'node:http';
import { connectionOptions, type Database, freePort, startDatabase } from '@qabul/db';
import { createApp } from './app.ts';
import { type AppConfig, readConfig } from './config.ts';
import { seedDemo } from './demo/seed-demo.ts';
import type { AppDeps, TelegramEdge } from './lib/context.ts';
import { logger } from './lib/logger.ts';
import { telegramLinker } from './lib/telegram-link.ts';
import { type ChangeDetail, changeAnnouncer, startChangeFeed } from './lib/change-feed.ts';
import { EventStreams } from './lib/event-streams.ts';
import { calendarReaderKey } from './features/calendar/index.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { ProviderCache } from './lib/provider-cache.ts';
import { liveSessionIds } from './lib/session-store.queries.ts';
import { trackConnections } from './lib/server-drain.ts';
import { startClientsKeeper } from './lib/clients-keeper.ts';
import { slotListRepeats } from './features/slots/slot-list-fast-lane.ts';

const CACHE_SWEEP_MS = 5_000;

export interface RunningQabul {
  url: string;
  port: number;
  config: AppConfig;
  database: Database;
  deps: AppDeps;
  /** Sends this instance's pending change announcements now (close does it too). */
  flushChanges(): Promise<void>;
  /**
   * The first step of a deploy's stop: readiness answers 503 `shutting_down` at once, so the proxy sends
   * new work elsewhere, while this instance keeps accepting and answering (each answer closes its connection)
   * for SHUTDOWN_DRAIN_MS. `close` follows.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** A part that runs beside the API (the bot, the reminder dispatcher, a job runner): background.ts lists them. */
export interface Extension {
  /** The bot's side of the Telegram routes (given by the bot). */
  telegram?: TelegramEdge;
  start?(deps: AppDeps): Promise<void> | void;
  stop?(): Promise<void> | void;
  /** Called after booking writes to send notifications promptly. */
  notify?(): void;
  /** The Telegram bot's username once known (from getMe), for t.me links. */
  botUsername?(): string | null;
}

export type ExtensionFactory = (config: AppConfig, deps: Omit<AppDeps, 'notify' | 'telegram'>) => Promise<Extension> | Extension;

export interface StartOptions {
  /** What runs beside the API, in start order: `BACKGROUND` (background.ts) for the product, none by default. */
  background?: readonly ExtensionFactory[];
}

/** Starts everything in one process: database (embedded unless DATABASE_URL), API, SPA, and the background it is given. */
export async function startQabul(env: NodeJS.ProcessEnv = process.env, { background = [] }: StartOptions = {}): Promise<RunningQabul> {
  const config = readConfig(env);
  // PORT=0 (tests, benchmarks) picks a free port up front, so every link the app writes names the real one.
  if (config.port === 0) config.port = await freePort();
  logger.level = config.logLevel;
  const database = await startDatabase(config.database, (line) => logger.trace({ postgres: line.trim() }));
  const cache = new ProviderCache<unknown>();
  // Entries nobody asks for again go when their time is up, not when the next ask happens to find them.
  const stopSweeping = cache.sweepEvery(CACHE_SWEEP_MS);
  const eventStreams = new EventStreams({ liveSessions: (sids) => liveSessionIds(database.pool, sids) });
  const changeFeed = startChangeFeed(database.directUrl, [cache, eventStreams], connectionOptions(config.database.timeouts));
  const announcer = changeAnnouncer(database.pool);
  await changeFeed.ready;
  // The clients list, kept after each booking's commit rather than inside it (ADR 036).
  const clientsKeeper = startClientsKeeper(database.pool);
  const shuttingDown = { value: false };
  const base = {
    draining: () => shuttingDown.value,
    directUrl: database.directUrl,
    orm: database.orm,
    pool: database.pool,
    cache,
    config,
    telegramLink: telegramLinker(() => botUsername()),
    botUsername: () => botUsername(),
    providerChanged: (providerId: string) => {
      clientsKeeper.wake();
      cache.invalidate(providerId);
      announcer.announce(providerId, 'everything');
    },
    bookingsChanged: (providerId: string, detail?: ChangeDetail) => {
      clientsKeeper.wake();
      cache.invalidate(providerId, 'bookings');
      announcer.announce(providerId, 'bookings', detail);
    },
    eventStreams,
    sessionEnded: ({ sid, cookie }: { sid: string; cookie: string | null }) => {
      eventStreams.endSession(sid);
      if (cookie) cache.forget(calendarReaderKey(cookie));
    },
  };
  const extensions: Extension[] = [];
  // One source for the bot's name: the setting, else what the bot itself learned from getMe.
  const botUsername = () =>
    config.telegram.username ?? extensions.map((extension) => extension.botUsername?.() ?? null).find(Boolean) ?? null;
  for (const factory of background) extensions.push(await factory(config, base));
  const deps: AppDeps = {
    ...base,
    notify: () => {
      for (const extension of extensions) extension.notify?.();
    },
    telegram: extensions.find((extension) => extension.telegram)?.telegram,
  };

  // Demo data on the embedded default outside production, or anywhere when asked for explicitly.
  if ((database.embedded && !config.production) || config.seedDemo) {
    await seedDemo(database.orm.em.fork(), deps, (line) => logger.info(line));
  }

  const app = createApp(deps);
  app.middleware.unshift(async (ctx, next) => {
    await next();
    // Decided when the answer leaves, so requests that began before the signal close their connection too.
    if (shuttingDown.value) ctx.set('Connection', 'close');
  });
  // A repeated public slot list is answered before Koa makes a context for it (features/slots/slot-list-fast-lane.ts).
  const answerRepeat = slotListRepeats(cache, deps.draining);
  const handle = app.callback();
  const server: Server = await new Promise((resolve) => {
    const listening = createServer((req, res) => {
      if (!answerRepeat(req, res)) void handle(req, res);
    }).listen(config.port, config.host, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  const connections = trackConnections(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  for (const extension of extensions) await extension.start?.(deps);
  const housekeeping = startHousekeeping(database.pool);

  return {
    url: `http://localhost:${port}`,
    port,
    config,
    database,
    deps,
    flushChanges: () => announcer.flush(),
    async drain() {
      shuttingDown.value = true;
      // Open calendars reconnect (after their retry time) to an instance that stays.
      eventStreams.closeAll();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    },
    /**
     * Graceful stop, in dependency order: stop accepting, answer every connection already accepted and let
     * in-flight requests finish (up to SHUTDOWN_GRACE_MS, then their sockets are cut), then background work
     * (the dispatcher finishes its current batch), then the pools, and the embedded database last.
     */
    async close() {
      // Answers from now on close their keep-alive connection, so no connection outlives its last answer.
      shuttingDown.value = true;
      // An event stream never ends by itself: ended here, so the drain below waits for real requests only.
      eventStreams.closeAll();
      await connections.stopAccepting(config.shutdownGraceMs);
      logger.info(connections.counts, 'listener closed: connections accepted, answered, cut at the end of the grace period');
      for (const extension of extensions) await extension.stop?.();
      await announcer.flush();
      stopSweeping();
      await changeFeed.stop();
      await housekeeping.destroy();
      await clientsKeeper.stop();
      await database.close();
    },
  };
}
