import pg from 'pg';
import { logger } from './logger.ts';
import type { ProviderCache } from './provider-cache.ts';

const CHANNEL = 'qabul_provider_changed';

/**
 * LISTENs for provider changes and invalidates the caches. While disconnected the caches are off
 * (every read goes to the database), so a lost notification can never serve stale slots for long.
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
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const cache of caches) cache.invalidate(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
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
 * Announces changed providers to the other instances. Announcements made in the same tick go out as one
 * statement, so a burst of bookings costs one extra round trip, not one per booking.
 */
export function changeAnnouncer(pool: Pick<pg.Pool, 'query'>) {
  const pending = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const providers = [...pending];
    pending.clear();
    pool
      .query(`select pg_notify('${CHANNEL}', provider) from unnest($1::text[]) as provider`, [providers])
      // A lost announcement only costs the other instances their cache TTL.
      .catch((error) => logger.warn({ err: error }, 'provider change announcement failed'));
  };
  return (providerId: string) => {
    pending.add(providerId);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
