import pg from 'pg';
import { announceChanges, CHANGE_CHANNEL, listenForChanges } from './change-feed.queries.ts';
import { logger } from './logger.ts';
import type { ProviderCache, ProviderChange } from './provider-cache.ts';

/** Payload prefix of an announcement that only a provider's bookings changed; triggers send the bare id. */
const BOOKINGS = 'bookings:';

/**
 * LISTENs for provider changes and invalidates the caches. While disconnected the caches are off
 * (every read goes to the database), so a lost notification can never serve stale slots for long.
 * `connectionString` must reach PostgreSQL itself (DATABASE_DIRECT_URL): through a pooler in transaction mode
 * the LISTEN is accepted on a server connection that goes straight back to the pool, and nothing is ever heard.
 */
export function startChangeFeed(connectionString: string, caches: ProviderCache<unknown>[], options: pg.ClientConfig = {}) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const setEnabled = (on: boolean) => {
    for (const cache of caches) cache.reset(on);
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ ...options, connectionString });
    client = next;
    const fail = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      setEnabled(false);
      if (error && !stopped) logger.warn({ err: error }, 'change feed lost; caching paused');
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      const bookingsOnly = message.payload.startsWith(BOOKINGS);
      const provider = bookingsOnly ? message.payload.slice(BOOKINGS.length) : message.payload;
      for (const cache of caches) cache.invalidate(provider, bookingsOnly ? 'bookings' : 'everything');
    });
    try {
      await next.connect();
      await listenForChanges(next);
      if (client === next) setEnabled(true);
    } catch (error) {
      fail(error);
    }
  };

  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      setEnabled(false);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Announces changed providers to the other instances (this one has dropped its own entries already).
 * Announcements of a short window go out as one statement, so a stream of bookings costs a few statements a
 * second, not one per booking; another instance may show a just-taken slot as free for that long, and the
 * exclusion constraint refuses it if someone picks it.
 */
export function changeAnnouncer(pool: Pick<pg.Pool, 'query'>, windowMs = 20) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const payloads = [...pending];
    pending.clear();
    await announceChanges(pool, payloads)
      // A lost announcement only costs the other instances their cache TTL.
      .then(
        () => {},
        (error) => logger.warn({ err: error }, 'provider change announcement failed'),
      );
  };
  return {
    announce(providerId: string, change: ProviderChange) {
      pending.add(change === 'bookings' ? BOOKINGS + providerId : providerId);
      timer ??= setTimeout(flush, windowMs);
    },
    /** Sends what is pending now (at shutdown). */
    flush,
  };
}
