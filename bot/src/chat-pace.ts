import type { Transformer } from 'grammy';

/** Telegram's one message a second to a chat, with room for a message arriving a little early. */
const CHAT_GAP_MS = 1050;

/**
 * Messages to one chat leave at least a second apart: Telegram answers 429 to a faster burst (a long text's
 * parts, an answer and its follow-up). Installed innermost, so each request that really goes out is spaced,
 * retries included. Per process: the outbox paces notices across instances by itself (ADR 013).
 */
export function paceChats(gapMs = CHAT_GAP_MS): Transformer {
  const nextAt = new Map<string, number>();
  return async (prev, method, payload, signal) => {
    const chat = method === 'sendMessage' && payload && 'chat_id' in payload ? String(payload.chat_id) : null;
    if (chat === null) return prev(method, payload, signal);
    const now = Date.now();
    if (nextAt.size > 10_000) for (const [key, at] of nextAt) if (at <= now) nextAt.delete(key);
    const at = Math.max(now, nextAt.get(chat) ?? 0);
    nextAt.set(chat, at + gapMs);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    return prev(method, payload, signal);
  };
}
