import pg from 'pg';
import { announceChanges, CHANGE_CHANNEL, listenForChanges } from './change-feed.queries.ts';
import { logger } from './logger.ts';
import type { ProviderChange } from './provider-cache.ts';

/** Payload prefix of an announcement that only a provider's bookings changed; triggers send the bare id. */
const BOOKINGS = 'bookings:';
/** Separates a bookings announcement's provider, dates and masters: `bookings:<provider>|<dates>|<masters>`. */
const DETAIL = '|';
/** A detail longer than this is not worth sending: the announcement says "anything may have changed" instead. */
const MAX_DETAIL_ITEMS = 31;

/**
 * What a bookings change touched, when its writer knows it: the open calendars read those dates again, and a master's
 * stream hears only changes of their own (lib/event-streams.ts). The caches need no detail.
 */
export interface ChangeDetail {
  dates: string[];
  staffIds: string[];
}

/** Whatever hears the feed: the provider caches, the open calendars' streams. */
export interface ChangeListener {
  invalidate(provider: string, change: ProviderChange, detail?: ChangeDetail): void;
  /** The feed was lost (false: nothing heard can be trusted) or is back (true). */
  reset(enabled: boolean): void;
}

function payloadOf(providerId: string, change: ProviderChange, detail?: ChangeDetail): string {
  if (change !== 'bookings') return providerId;
  const fits = detail && detail.dates.length <= MAX_DETAIL_ITEMS && detail.staffIds.length <= MAX_DETAIL_ITEMS;
  return fits ? `${BOOKINGS}${providerId}${DETAIL}${detail.dates.join(',')}${DETAIL}${detail.staffIds.join(',')}` : BOOKINGS + providerId;
}

/** An announcement as heard: whose, what kind, and its detail when it has one. */
export function readPayload(payload: string): { provider: string; change: ProviderChange; detail?: ChangeDetail } {
  if (!payload.startsWith(BOOKINGS)) return { provider: payload, change: 'everything' };
  const [provider = '', dates, masters] = payload.slice(BOOKINGS.length).split(DETAIL);
  if (dates === undefined || masters === undefined) return { provider, change: 'bookings' };
  const list = (text: string) => (text ? text.split(',') : []);
  return { provider, change: 'bookings', detail: { dates: list(dates), staffIds: list(masters) } };
}

/**
 * LISTENs for provider changes and invalidates the caches. While disconnected the caches are off
 * (every read goes to the database), so a lost notification can never serve stale slots for long.
 * `connectionString` must reach PostgreSQL itself (DATABASE_DIRECT_URL): through a pooler in transaction mode
 * the LISTEN is accepted on a server connection that goes straight back to the pool, and nothing is ever heard.
 */
export function startChangeFeed(connectionString: string, listeners: ChangeListener[], options: pg.ClientConfig = {}) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const setEnabled = (on: boolean) => {
    for (const listener of listeners) listener.reset(on);
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
      const { provider, change, detail } = readPayload(message.payload);
      for (const listener of listeners) listener.invalidate(provider, change, detail);
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
    announce(providerId: string, change: ProviderChange, detail?: ChangeDetail) {
      pending.add(payloadOf(providerId, change, detail));
      timer ??= setTimeout(flush, windowMs);
    },
    /** Sends what is pending now (at shutdown). */
    flush,
  };
}
