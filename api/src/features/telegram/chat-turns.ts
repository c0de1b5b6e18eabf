import type { Pool } from '@qabul/db';
import { beginChatTurn, endChatTurn } from './chat-turns.queries.ts';

/**
 * One chat's updates one after another, each once, across instances (ADR 022). Telegram may deliver one update
 * twice at the same moment (a slow webhook answer) and a person may tap a button twice; both used to run side
 * by side and read and write the chat's conversation at once.
 *
 * A turn is a transaction on a connection of its own that holds the chat's advisory lock (any instance waits for
 * it) and records the update id (a second delivery finds it and is skipped). The work runs meanwhile on other
 * connections; the record commits only when the work finished, so an update that failed (a payment that could
 * not be recorded fails the webhook call) runs again when Telegram redelivers it. Within one instance a chat's
 * updates also queue in memory, so a burst of one chat's updates waits here instead of holding a connection each,
 * and at most `atOnce` turns hold a connection at a time: the work of a turn needs connections of its own, so
 * turns must never take the whole pool (the rest of their updates wait here, not in the pool).
 */
export function chatTurns(pool: Pool, atOnce: number) {
  const queues = new Map<number, Promise<void>>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (running < atOnce) {
      running += 1;
      return;
    }
    // The turn that ends hands its slot straight to the next one waiting.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const freeSlot = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  async function takeTurn(chatId: number, updateId: number, work: () => Promise<void>): Promise<boolean> {
    await slot();
    try {
      return await inTransaction(chatId, updateId, work);
    } finally {
      freeSlot();
    }
  }

  async function inTransaction(chatId: number, updateId: number, work: () => Promise<void>): Promise<boolean> {
    const connection = await pool.connect();
    try {
      if (!(await beginChatTurn(connection, chatId, updateId))) return false;
      await work();
      await endChatTurn(connection, true);
      return true;
    } catch (error) {
      await endChatTurn(connection, false).catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  }

  return async function chatTurn(chatId: number, updateId: number, work: () => Promise<void>): Promise<boolean> {
    const before = queues.get(chatId) ?? Promise.resolve();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const mine = before.then(() => finished);
    queues.set(chatId, mine);
    await before;
    try {
      return await takeTurn(chatId, updateId, work);
    } finally {
      done();
      if (queues.get(chatId) === mine) queues.delete(chatId);
    }
  };
}
