import { describe, expect, it } from 'vitest';
import { pacedFetch } from './chat-pace.ts';

const GAP_MS = 120;
const TRANSIT_MS = 80;

/**
 * A Bot API that, like Telegram, counts the gap between two messages to one chat by when they arrive, and where
 * the first message of a burst is slowed on its way (a busy machine): it arrives `TRANSIT_MS` after it was sent.
 */
function telegramCountingArrivals() {
  const arrivals: number[] = [];
  const lastToChat = new Map<number, number>();
  let sent = 0;
  const send = (async (_url: string, init: RequestInit) => {
    const slowed = sent++ === 0;
    if (slowed) await new Promise((resolve) => setTimeout(resolve, TRANSIT_MS));
    const at = performance.now();
    const chat = Number(JSON.parse(String(init.body)).chat_id);
    const last = lastToChat.get(chat);
    if (last !== undefined && at - last < GAP_MS)
      return Response.json({ ok: false, error_code: 429, parameters: { retry_after: 0 } }, { status: 429 });
    lastToChat.set(chat, at);
    arrivals.push(at);
    return Response.json({ ok: true, result: {} });
  }) as typeof fetch;
  return { send, arrivals, attempts: () => sent };
}

const message = (chatId: number, text: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ chat_id: chatId, text }),
});

describe('messages to one chat', () => {
  it('leave a gap after the previous one was answered, so a slowed first part is not followed too soon', async () => {
    const telegram = telegramCountingArrivals();
    const paced = pacedFetch({ gapMs: GAP_MS }, telegram.send);
    const url = 'https://api.telegram.test/botTOKEN/sendMessage';
    const answers = await Promise.all([paced(url, message(7, 'birinchi')), paced(url, message(7, 'ikkinchi'))]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Each message arrived once: none was refused and sent again.
    expect(telegram.attempts()).toBe(2);
    expect(telegram.arrivals[1]! - telegram.arrivals[0]!).toBeGreaterThanOrEqual(GAP_MS);
  });

  it('does not hold a message to another chat', async () => {
    const telegram = telegramCountingArrivals();
    const paced = pacedFetch({ gapMs: 60_000 }, telegram.send);
    const url = 'https://api.telegram.test/botTOKEN/sendMessage';
    const started = performance.now();
    const answers = await Promise.all([paced(url, message(1, 'a')), paced(url, message(2, 'b'))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
