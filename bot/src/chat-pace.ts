/** Telegram's one message a second to a chat, with room for a message arriving a little early. */
const CHAT_GAP_MS = 1050;

type Fetch = typeof globalThis.fetch;

/** The chat a request is for, when it is a sendMessage sent as JSON (the bot uploads no files). */
function sendMessageChat(url: string, body: unknown): string | null {
  if (!url.endsWith('/sendMessage') || typeof body !== 'string') return null;
  try {
    const chat = (JSON.parse(body) as { chat_id?: unknown }).chat_id;
    return chat === undefined || chat === null ? null : String(chat);
  } catch {
    return null;
  }
}

/**
 * Messages to one chat leave at least a second apart (Telegram answers 429 to a faster burst: a long text's parts,
 * an answer and its follow-up), spaced in the HTTP client itself, so only requests that really leave are spaced,
 * retries included. The second is counted from the moment the previous message to the chat was answered, not from
 * when it was sent: Telegram counts arrivals, and a request slowed on its way (a busy machine, a slow network)
 * would otherwise arrive less than a second before the next one and be refused. The chat booking's conversations
 * run on an Api of their own (the conversations plug-in builds one per update from the bot's client options) and
 * replay earlier calls from their log on every update; spacing below the replay keeps replays instant. Per
 * process: the outbox paces notices across instances (ADR 013), and `waitOutRateLimits: false` hands a 429 back to
 * it instead of waiting here.
 */
export function pacedFetch(
  { gapMs = CHAT_GAP_MS, waitOutRateLimits = true }: { gapMs?: number; waitOutRateLimits?: boolean } = {},
  send: Fetch = globalThis.fetch,
): Fetch {
  // Per chat: the latest message's answer, as the time it came (a promise while it is on its way).
  const answered = new Map<string, { at: Promise<number>; settledAt: number | null }>();
  const sendWaitingOutLimits: Fetch = async (input, init) => {
    // Another instance may have written to the same chat within the second (a conversation's updates can land on
    // any instance): Telegram's 429 is waited out here too, below the conversation's replay log, so a replay never
    // waits again for a limit met long ago.
    for (let attempt = 1; ; attempt++) {
      const response = await send(input, init);
      const wait = waitOutRateLimits && attempt < MAX_ATTEMPTS ? await retryAfter(response) : null;
      if (wait === null) return response;
      await sleep(wait * 1000);
    }
  };
  return (async (input, init) => {
    const chat = sendMessageChat(String(input), init?.body);
    if (chat === null) return sendWaitingOutLimits(input, init);
    if (answered.size > 10_000) forgetQuietChats(answered, Date.now() - gapMs);
    const previous = answered.get(chat)?.at;
    let settle!: (at: number) => void;
    const mine = { at: new Promise<number>((resolve) => (settle = resolve)), settledAt: null as number | null };
    answered.set(chat, mine);
    try {
      if (previous) {
        const wait = (await previous) + gapMs - Date.now();
        if (wait > 0) await sleep(wait);
      }
      return await sendWaitingOutLimits(input, init);
    } finally {
      mine.settledAt = Date.now();
      settle(mine.settledAt);
    }
  }) as Fetch;
}

/** Drops the chats whose latest message was answered before `before`: their next message need not wait. */
function forgetQuietChats(answered: Map<string, { settledAt: number | null }>, before: number): void {
  for (const [chat, last] of answered) if (last.settledAt !== null && last.settledAt <= before) answered.delete(chat);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAX_ATTEMPTS = 3;
const MAX_WAIT_SECONDS = 30;

/** Seconds Telegram asks to wait before trying again, when it answered 429 with a wait we are willing to take. */
async function retryAfter(response: Response): Promise<number | null> {
  if (response.status !== 429) return null;
  try {
    const body = (await response.clone().json()) as { parameters?: { retry_after?: unknown } };
    const seconds = Number(body.parameters?.retry_after);
    return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_WAIT_SECONDS ? seconds : null;
  } catch {
    return null;
  }
}
