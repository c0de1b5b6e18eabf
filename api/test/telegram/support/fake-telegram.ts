import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refusalOf } from './bot-api-schema.ts';

export interface ApiCall {
  method: string;
  payload: Record<string, any>;
  /** When the call arrived, by the fake's clock (ms). */
  at?: number;
  /** Whether Telegram took it: false for a refusal (429, 400, an injected fault) or a cut connection. */
  ok?: boolean;
  /** Why the Bot API's schema refuses it (bot-api-schema.ts): a bug of the product's, whatever the test expects. */
  invalid?: string;
}

/** Every fake made in this test file: the shared test set-up fails a test in which one took an invalid call. */
export const fakesInThisFile = new Set<FakeTelegram>();

type Failure = { error_code: number; description: string; parameters?: Record<string, unknown> };
type Fault = { method: string; when: (payload: Record<string, any>) => boolean; failure: Failure; times: number };

export const BOT_INFO = {
  id: 7000000001,
  is_bot: true as const,
  first_name: 'Qabul',
  username: 'qabul_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

/** Telegram's limits for one bot: messages a second in all, and the least time between two to one chat. */
export interface TelegramLimits {
  perSecond: number;
  chatGapMs: number;
}

export const TELEGRAM_LIMITS: TelegramLimits = { perSecond: 30, chatGapMs: 1000 };

/** A sendMessage Telegram accepted, at the fake's clock (ms). */
export interface Accepted {
  chatId: number;
  at: number;
  text?: string;
}

/**
 * A Bot API server on loopback that answers like Telegram (`{ok, result}` or `{ok:false, error_code,...}`)
 * and records every call, so tests assert on what the bot actually sent. Like Telegram it refuses sends
 * beyond its limits with 429 and `retry_after`: more than `perSecond` sendMessage calls within any second, or
 * a second one to a chat within `chatGapMs`, by its own clock.
 */
export class FakeTelegram {
  readonly calls: ApiCall[] = [];
  /** Every sendMessage accepted, in order of arrival. */
  readonly accepted: Accepted[] = [];
  /** Sends refused with 429 because of the limits, and which limit (faults injected with `fail` not counted). */
  readonly refused: Array<Accepted & { limit: 'bot' | 'chat' }> = [];
  get tooManyRequests(): number {
    return this.refused.length;
  }
  private lastToChat = new Map<number, number>();
  private faults: Fault[] = [];
  private drops = new Map<string, number>();
  private waiters: Array<{ match: (call: ApiCall) => boolean; resolve: (call: ApiCall) => void }> = [];
  private server: Server | null = null;
  private nextMessageId = 100;
  /** The bot's name and descriptions as set, by method and language code ('' for the default). */
  readonly profile = new Map<string, string>();
  apiRoot = '';

  constructor(
    private readonly limits: TelegramLimits | null = TELEGRAM_LIMITS,
    private readonly clock: () => number = () => performance.timeOrigin + performance.now(),
  ) {
    fakesInThisFile.add(this);
  }

  /** Calls the Bot API's schema refuses, in order: each is a product bug (the product sent what Telegram refuses). */
  get invalidCalls(): ApiCall[] {
    return this.calls.filter((call) => call.invalid);
  }

  async start(port = 0): Promise<this> {
    this.server = createServer(async (req, res) => {
      const [, , method = ''] = (req.url ?? '').split('/');
      const payload = await readJson(req);
      const call: ApiCall = { method, payload, at: this.clock() };
      this.calls.push(call);
      const drops = this.drops.get(method) ?? 0;
      if (drops > 0) {
        // Telegram out of reach: the connection dies without an answer.
        this.drops.set(method, drops - 1);
        call.ok = false;
        req.socket.destroy();
        return;
      }
      const answer = this.answer(call);
      call.ok = answer.ok === true;
      res.writeHead(answer.ok ? 200 : (answer.error_code as number), { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
      // Waiters see a call only once its answer is on the way, like a real round trip.
      for (const waiter of [...this.waiters]) {
        if (waiter.match(call)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(call);
        }
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.apiRoot = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The next `times` calls of `method` get no answer at all: the connection is cut, as when Telegram is out of reach. */
  cutConnections(method: string, times: number): void {
    this.drops.set(method, times);
  }

  /** The next `times` calls of `method` (matching `when`) fail with this Telegram error. */
  fail(method: string, failure: Failure, options: { times?: number; when?: (payload: Record<string, any>) => boolean } = {}): void {
    this.faults.push({ method, failure, times: options.times ?? 1, when: options.when ?? (() => true) });
  }

  /** Resolves with the first call (already made or upcoming) that matches; rejects after `timeoutMs`. */
  waitFor(match: (call: ApiCall) => boolean, timeoutMs = 10_000, after = 0): Promise<ApiCall> {
    const seen = this.calls.slice(after).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no matching Telegram call within ${timeoutMs} ms; calls: ${JSON.stringify(this.calls.map((c) => c.method))}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (call) => {
          clearTimeout(timer);
          resolve(call);
        },
      });
    });
  }

  /** Every sendMessage to a chat, taken or refused (a retried send counts each time). */
  attempts(chatId: number): ApiCall[] {
    return this.calls.filter((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === chatId);
  }

  /**
   * The messages a chat received: sendMessage calls Telegram took. A send refused with 429 and retried is one
   * message, as the person sees it; the refusals themselves are in `refused` and `calls`.
   */
  sent(chatId: number): ApiCall[] {
    return this.attempts(chatId).filter((c) => c.ok !== false);
  }

  private answer(call: ApiCall): Record<string, unknown> {
    const { method, payload } = call;
    // Checked first, like Telegram: a call it cannot take is refused whatever else the test arranged.
    const refusal = refusalOf(method, payload);
    if (refusal) {
      call.invalid = refusal.description;
      return { ok: false, error_code: refusal.code, description: refusal.description };
    }
    const fault = this.faults.find((f) => f.method === method && f.times > 0 && f.when(payload));
    if (fault) {
      fault.times -= 1;
      return { ok: false, ...fault.failure };
    }
    if (method === 'sendMessage') {
      const waitMs = this.overLimit(Number(payload.chat_id), String(payload.text));
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        return {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        };
      }
    }
    if (method === 'editMessageText' && this.unchanged(payload)) return { ok: false, error_code: 400, description: NOT_MODIFIED };
    switch (method) {
      case 'getMe':
        return { ok: true, result: BOT_INFO };
      case 'sendMessage':
      case 'editMessageText':
        return { ok: true, result: this.message(payload) };
      case 'getUpdates':
        return { ok: true, result: [] };
      case 'createInvoiceLink':
        return invoiceLink(payload);
      case 'savePreparedInlineMessage':
        return preparedMessage(payload);
      case 'setMyCommands':
      case 'setMyName':
      case 'setMyDescription':
      case 'setMyShortDescription':
        return botProfile(method, payload, this.profile);
      case 'getMyName':
      case 'getMyDescription':
      case 'getMyShortDescription':
        return storedProfile(method, payload, this.profile);
      default:
        return { ok: true, result: true };
    }
  }

  /** The most sends accepted within any one second, and the shortest gap between two accepted for one chat. */
  busiest(): { perSecond: number; chatGapMs: number } {
    const accepted = this.accepted;
    let perSecond = 0;
    let from = 0;
    for (let to = 0; to < accepted.length; to += 1) {
      while ((accepted[to] as Accepted).at - (accepted[from] as Accepted).at >= 1000) from += 1;
      perSecond = Math.max(perSecond, to - from + 1);
    }
    const last = new Map<number, number>();
    let chatGapMs = Number.POSITIVE_INFINITY;
    for (const { chatId, at } of accepted) {
      const before = last.get(chatId);
      if (before !== undefined) chatGapMs = Math.min(chatGapMs, at - before);
      last.set(chatId, at);
    }
    return { perSecond, chatGapMs };
  }

  /** 0 when a send to `chatId` is within the limits now (and it is counted), else how long until it would be. */
  private overLimit(chatId: number, text: string): number {
    const now = this.clock();
    if (this.limits) {
      const { perSecond, chatGapMs } = this.limits;
      const last = this.lastToChat.get(chatId);
      const chatWait = last === undefined ? 0 : last + chatGapMs - now;
      // The sends accepted in the second before now: the earliest of the last `perSecond` decides.
      const window = this.accepted.length >= perSecond ? (this.accepted[this.accepted.length - perSecond] as Accepted) : null;
      const botWait = window ? window.at + 1000 - now : 0;
      const wait = Math.max(chatWait, botWait);
      if (wait > 0) {
        this.refused.push({ chatId, at: now, limit: chatWait >= botWait ? 'chat' : 'bot' });
        return wait;
      }
    }
    this.accepted.push({ chatId, at: now, text });
    this.lastToChat.set(chatId, now);
    return 0;
  }

  /** What each message sent or edited says now, by chat and message id: Telegram refuses an edit that changes nothing. */
  private contents = new Map<string, string>();
  private unchanged(payload: Record<string, any>): boolean {
    return this.contents.get(`${payload.chat_id}:${payload.message_id}`) === JSON.stringify([payload.text, payload.reply_markup ?? null]);
  }

  private message(payload: Record<string, any>) {
    const chatId = Number(payload.chat_id);
    const messageId = payload.message_id ?? this.nextMessageId++;
    this.contents.set(`${chatId}:${messageId}`, JSON.stringify([payload.text, payload.reply_markup ?? null]));
    return {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      ...(payload.message_id ? { edit_date: Math.floor(Date.now() / 1000) } : {}),
      from: { id: BOT_INFO.id, is_bot: true, first_name: BOT_INFO.first_name, username: BOT_INFO.username },
      chat: { id: chatId, type: 'private', first_name: 'Test' },
      text: payload.text,
      ...(payload.reply_markup ? { reply_markup: payload.reply_markup } : {}),
    };
  }
}

const NOT_MODIFIED =
  'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';

/** The slug of the invoice link the fake makes for an invoice payload. */
export function invoiceSlug(payload: string): string {
  return Buffer.from(payload, 'utf8').toString('base64url');
}

/** The invoice's link (the schema has checked its texts, prices and currency): its slug names the payload for tests. */
function invoiceLink(payload: Record<string, any>): Record<string, unknown> {
  // Telegram's slugs are letters, digits, '-', '_' (what Mini App SDKs accept): the payload, base64url.
  return { ok: true, result: `https://t.me/$${invoiceSlug(String(payload.payload))}` };
}

let preparedId = 0;
function preparedMessage(_payload: Record<string, any>): Record<string, unknown> {
  return { ok: true, result: { id: `prepared-${++preparedId}`, expiration_date: Math.floor(Date.now() / 1000) + 86_400 } };
}

/** The bot's per-language profile as set (the schema has checked codes, commands and lengths). */
function botProfile(method: string, payload: Record<string, any>, profile: Map<string, string>): Record<string, unknown> {
  const value = String(payload.name ?? payload.description ?? payload.short_description ?? '');
  if (method !== 'setMyCommands') profile.set(`${method.slice(3)}:${payload.language_code ?? ''}`, value);
  return { ok: true, result: true };
}

/** getMyName / getMyDescription / getMyShortDescription: what was set for that language, '' when nothing was. */
function storedProfile(method: string, payload: Record<string, any>, profile: Map<string, string>): Record<string, unknown> {
  const value = profile.get(`${method.slice(3)}:${payload.language_code ?? ''}`) ?? '';
  const field = { getMyName: 'name', getMyDescription: 'description', getMyShortDescription: 'short_description' }[method] as string;
  return { ok: true, result: { [field]: value } };
}

async function readJson(req: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}
