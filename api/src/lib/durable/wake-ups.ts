import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Engine } from './engine.ts';
import { announceWork, listenForWork, WORK_CHANNEL } from './wake-ups.queries.ts';

export interface WakeUpsOptions {
  engine: Engine;
  /** Where announcements are sent from: the instance's shared pool. */
  pool: Pick<pg.Pool, 'query'>;
  /**
   * PostgreSQL itself, for the LISTEN (DATABASE_DIRECT_URL when a pooler stands in front: in transaction mode a
   * LISTEN is accepted on a server connection that goes straight back to the pool, and nothing is ever heard).
   * null: no LISTEN; other instances' work is found at each queue's poll interval.
   */
  listenUrl: string | null;
  clientOptions?: pg.ClientConfig;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Work planned within this many milliseconds is announced together. */
  windowMs?: number;
  /** How long to wait before connecting again after the LISTEN connection is lost. */
  reconnectMs?: number;
}

/**
 * Wake-ups across instances: work planned here wakes this instance's engine at once and is announced on one
 * channel (after the write's commit, by the app, not by a trigger); every other instance LISTENs on a dedicated
 * connection, reconnecting when it drops, and wakes its own engine for the queues named. Announcements made while
 * one is being sent fold into one more.
 */
export function startWakeUps(options: WakeUpsOptions) {
  const { engine, log } = options;
  const windowMs = options.windowMs ?? 20;
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let listening = false;
  /** An outage is logged once, when it begins, and once more when it ends: a retry a second is no news. */
  let lost = false;
  let onListening: Array<() => void> = [];

  const hear = (payload: string) => {
    const [from, names = ''] = payload.split(':');
    if (from === instance) return;
    engine.wake(names ? names.split(',') : undefined);
  };

  const connect = async (): Promise<void> => {
    if (stopped || !options.listenUrl) return;
    const next = new pg.Client({ ...options.clientOptions, connectionString: options.listenUrl });
    client = next;
    const fail = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      listening = false;
      if (!stopped && !lost) log.warn({ err: error }, 'wake-ups from other instances lost; polling until the connection is back');
      lost = true;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), options.reconnectMs ?? 1000);
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel === WORK_CHANNEL && message.payload) hear(message.payload);
    });
    try {
      await next.connect();
      await listenForWork(next);
      if (client !== next) return;
      listening = true;
      if (lost) log.info('wake-ups from other instances are back');
      lost = false;
      // Work announced while nobody listened is found by looking once now.
      engine.wake();
      for (const resolve of onListening.splice(0)) resolve();
    } catch (error) {
      fail(error);
    }
  };

  if (!options.listenUrl) log.info('no direct database URL: other instances’ work is found at each queue’s poll interval');
  const ready = connect();

  let sending: Promise<void> | null = null;
  let window: NodeJS.Timeout | null = null;
  const pending = new Set<string>();
  /**
   * What is planned within `windowMs` goes out as one announcement, one at a time: under a stream of bookings that
   * is a few statements a second, not one per booking (the change feed's announcer does the same).
   */
  const send = () => {
    window = null;
    if (sending || pending.size === 0 || stopped) return;
    const payload = `${instance}:${[...pending].join(',')}`;
    pending.clear();
    sending = announceWork(options.pool, payload)
      // A lost announcement costs the other instances at most their poll interval.
      .catch((error) => log.warn({ err: error }, 'could not announce planned work to the other instances'))
      .finally(() => {
        sending = null;
        if (pending.size > 0) window ??= setTimeout(send, windowMs);
      });
  };

  return {
    ready,
    /** Work of these queues was just planned (its write committed): here at once, elsewhere on hearing it. */
    planned(names: readonly string[]) {
      engine.wake(names);
      for (const name of names) pending.add(name);
      window ??= setTimeout(send, windowMs);
    },
    /** Resolves once the LISTEN is in place (at once if it is). */
    listening(): Promise<void> {
      return listening ? Promise.resolve() : new Promise((resolve) => onListening.push(resolve));
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      if (window) clearTimeout(window);
      onListening = [];
      const current = client;
      client = null;
      await current?.end().catch(() => {});
      await sending;
    },
  };
}

export type WakeUps = ReturnType<typeof startWakeUps>;
