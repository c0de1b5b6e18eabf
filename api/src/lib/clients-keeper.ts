import type { Db } from './transaction.ts';
import { keepClients } from './clients-keeper.queries.ts';
import { logger } from './logger.ts';

/** Notes folded per statement: one statement's lock is held for a bounded time even after a long outage. */
const BATCH = 1000;
/** Notes nobody woke a keeper for (an instance stopped between a booking's commit and its fold) wait at most this. */
const SWEEP_MS = 5_000;

/**
 * Folds every note committed so far into `clients` (db/src/sql/keep_clients.sql, ADR 036): each statement applies
 * and deletes its notes together, so a note is applied once, and a fold that fails leaves its notes for the next.
 */
export async function foldClientNotes(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const folded = await keepClients(db, BATCH);
    total += folded;
    if (folded < BATCH) return total;
  }
}

export interface ClientsKeeper {
  /** A booking was written: its note is folded once this turn of the event loop's other work is done. */
  wake(): void;
  /** Stops the sweep and waits for a fold under way. */
  stop(): Promise<void>;
}

/**
 * Keeps the clients list after the bookings' commits: woken by every booking write of this instance (bursts fold
 * together, in one statement), and sweeping on a timer for notes no keeper was woken for. Readers of `clients`
 * fold first themselves (clients.queries.ts), so a booking is on the list as soon as its answer was sent.
 */
export function startClientsKeeper(db: Db): ClientsKeeper {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await foldClientNotes(db).catch((error) => logger.warn({ err: error }, 'keeping the clients list failed; the sweep retries'));
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  const sweep = setInterval(run, SWEEP_MS);
  sweep.unref();
  let woken = false;
  return {
    wake() {
      if (woken) return;
      woken = true;
      setImmediate(() => {
        woken = false;
        run();
      });
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await running;
    },
  };
}
