import type { ConversationStore } from '@qabul/bot';
import type { Pool } from '@qabul/db';
import { deleteConversation, readConversation, writeConversation } from './conversation-storage.queries.ts';

/** A chat booking left this long ends by itself: its state is ignored and swept. */
export const CONVERSATION_TTL_MS = 30 * 60_000;

export interface ConversationStorageOptions {
  /** Tests step time forward; null (the default) means the database's clock. */
  clock?: () => Date | null;
  ttlMs?: number;
}

/**
 * Where the bot keeps its conversations (webhook mode, several instances): PostgreSQL through the shared pool,
 * so the instance that receives a chat's next update continues where another left off. A conversation untouched
 * for `ttlMs` reads as none, so the next update from that chat is handled as if no conversation had begun.
 */
export function conversationStorage(pool: Pool, options: ConversationStorageOptions = {}): ConversationStore {
  const clock = options.clock ?? (() => null);
  const ttlMs = options.ttlMs ?? CONVERSATION_TTL_MS;
  return {
    async read(key) {
      const at = clock();
      const stored = await readConversation(pool, key, at, ttlMs);
      if (!stored) return undefined;
      if (stored.fresh) return stored.value;
      await deleteConversation(pool, key, { at, ttlMs });
      return undefined;
    },
    write: (key, value) => writeConversation(pool, key, value, clock(), ttlMs),
    delete: (key) => deleteConversation(pool, key, null),
  };
}
