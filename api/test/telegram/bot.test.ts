import { type BotServices, createBot } from '@qabul/bot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOT_INFO, FakeTelegram } from './support/fake-telegram.ts';
import { blockedUpdate, commandUpdate } from './support/updates.ts';

// The bot alone, with stand-in services: what it says and how it treats Telegram's errors.
let fake: FakeTelegram;
beforeAll(async () => {
  fake = await new FakeTelegram().start();
});
afterAll(() => fake.stop());

function services(overrides: Partial<BotServices> = {}): BotServices {
  return {
    chatLanguage: vi.fn(async () => 'uz' as const),
    pickLanguage: vi.fn(async () => {}),
    dayLabel: vi.fn((_language: string, date: string) => date),
    translate: vi.fn((_language: string, text: string) => text),
    rememberChat: vi.fn(async () => {}),
    setReachable: vi.fn(async () => {}),
    findProvider: vi.fn(async (username: string) => (username === 'demo' ? { username: 'demo', displayName: 'Aziz Karimov' } : null)),
    linkClientChat: vi.fn(async () => null),
    linkProviderChat: vi.fn(async () => null),
    upcomingBookings: vi.fn(async () => []),
    cancelAsClient: vi.fn(async () => ({ ok: false as const, message: 'no' })),
    todayBookings: vi.fn(async () => null),
    decideAsProvider: vi.fn(async () => ({ ok: false as const, message: 'no' })),
    conversations: memoryStore(),
    bookingOffer: vi.fn(async () => null),
    bookingDays: vi.fn(async () => ({ free: [], full: [] })),
    joinWaitlist: vi.fn(async () => ({ ok: true as const })),
    freeTimes: vi.fn(async () => []),
    verifiedPhone: vi.fn(async () => null),
    rememberContact: vi.fn(async () => ({ verified: false, phone: null })),
    readPhone: vi.fn(() => null),
    showPhone: vi.fn((phone: string) => phone),
    nameOf: vi.fn((person: { username: string }) => person.username),
    bookInChat: vi.fn(async () => ({ ok: false as const, reason: 'refused' as const, message: 'no' })),
    searchProviders: vi.fn(async () => []),
    isProviderChat: vi.fn(async () => false),
    checkInvoicePayment: vi.fn(async () => ({ ok: false as const, message: 'no' })),
    settleInvoicePayment: vi.fn(async () => ({ reply: null })),
    rateVisit: vi.fn(async () => ({ ok: true as const })),
    commentOnVisit: vi.fn(async () => ({ ok: true as const })),
    pressCardButton: vi.fn(async () => ({ result: 'gone' as const })),
    ...overrides,
  };
}

function memoryStore(): BotServices['conversations'] {
  const rows = new Map<string, unknown>();
  return {
    read: async (key) => rows.get(key),
    write: async (key, value) => void rows.set(key, value),
    delete: async (key) => void rows.delete(key),
  };
}

function bot(stub: BotServices, log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }) {
  return createBot(
    {
      token: '123456789:TEST-bot-only-token',
      miniAppUrl: 'https://qabul.test/miniapp/',
      publicUrl: 'https://qabul.test',
      botInfo: BOT_INFO,
      apiRoot: fake.apiRoot,
      log,
    },
    stub,
  );
}

describe('bot on its own', () => {
  it("answers a provider's username with a web_app button opening the Mini App on that provider", async () => {
    const stub = services();
    await bot(stub).handleUpdate(commandUpdate({ id: 4001, first_name: 'Ann', username: 'Ann' }, '/start demo'));
    expect(stub.rememberChat).toHaveBeenCalledWith({ chatId: 4001, username: 'Ann', firstName: 'Ann', languageCode: 'uz' });
    const [reply] = fake.sent(4001);
    expect(reply?.payload.text).toContain('Aziz Karimov');
    expect(reply?.payload.reply_markup.inline_keyboard[0]).toEqual([
      { text: 'Mini Appda ochish', web_app: { url: 'https://qabul.test/miniapp/?tgWebAppStartParam=demo' } },
      { text: 'Shu yerda yozilish', callback_data: 'cb:go:demo' },
    ]);
  });

  it('over plain HTTP leaves the menu button alone and links inline cards to the web booking page', async () => {
    const stub = services({
      searchProviders: vi.fn(async () => [{ username: 'demo', displayName: 'Aziz Karimov', services: ['Soch olish'], imageUrl: null }]),
    });
    const plain = createBot(
      {
        token: '123456789:TEST-bot-only-token',
        miniAppUrl: 'http://qabul.test/miniapp/',
        publicUrl: 'http://qabul.test',
        botInfo: BOT_INFO,
        apiRoot: fake.apiRoot,
      },
      stub,
    );
    await plain.handleUpdate(commandUpdate({ id: 4090, first_name: 'Ann' }, '/start'));
    await plain.handleUpdate({
      update_id: 4090,
      inline_query: { id: 'iq-plain', from: { id: 4090, is_bot: false, first_name: 'Ann' }, query: 'aziz', offset: '' },
    });
    const answer = await fake.waitFor((c) => c.method === 'answerInlineQuery' && c.payload.inline_query_id === 'iq-plain');
    expect(answer.payload.results[0].reply_markup.inline_keyboard).toEqual([[{ text: 'Sahifani ochish', url: 'http://qabul.test/demo' }]]);
    expect(answer.payload.results[0].thumbnail_url).toBeUndefined();
    expect(stub.isProviderChat).toHaveBeenCalledWith(4090);
    expect(fake.calls.filter((c) => c.method === 'setChatMenuButton' && Number(c.payload.chat_id) === 4090)).toEqual([]);
  });

  it('refuses malformed payloads and unknown providers in Uzbek', async () => {
    const b = bot(services());
    await b.handleUpdate(commandUpdate({ id: 4002, first_name: 'Ann' }, '/start nobody_here'));
    await b.handleUpdate(commandUpdate({ id: 4002, first_name: 'Ann' }, '/start bad!payload'));
    expect(fake.sent(4002).map((c) => c.payload.text)).toEqual([
      'Bunday mutaxassis topilmadi. Havolani tekshiring.',
      "Havola noto'g'ri yoki eskirgan.",
    ]);
  });

  it('retries a 429 after retry_after and delivers the message', async () => {
    fake.fail(
      'sendMessage',
      { error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } },
      { when: (p) => p.chat_id === 4003 },
    );
    const started = Date.now();
    await bot(services()).handleUpdate(commandUpdate({ id: 4003, first_name: 'Ann' }, '/help'));
    const attempts = fake.attempts(4003);
    expect(attempts).toHaveLength(2);
    expect(fake.sent(4003)).toHaveLength(1);
    expect(attempts[0]?.payload).toEqual(attempts[1]?.payload);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('marks a chat unreachable when a reply meets 403 and does not retry it', async () => {
    fake.fail(
      'sendMessage',
      { error_code: 403, description: 'Forbidden: bot was blocked by the user' },
      { when: (p) => p.chat_id === 4004 },
    );
    const stub = services();
    await bot(stub).handleUpdate(commandUpdate({ id: 4004, first_name: 'Ann' }, '/help'));
    expect(fake.attempts(4004)).toHaveLength(1);
    expect(fake.sent(4004)).toHaveLength(0);
    expect(stub.setReachable).toHaveBeenCalledWith(4004, false);
  });

  it('follows blocks and unblocks announced by my_chat_member', async () => {
    const stub = services();
    await bot(stub).handleUpdate(blockedUpdate({ id: 4005, first_name: 'Ann' }));
    expect(stub.setReachable).toHaveBeenCalledWith(4005, false);
  });

  it('a failing service is logged and the person is told, without crashing the bot', async () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const b = bot(services({ upcomingBookings: vi.fn(async () => Promise.reject(new Error('database down'))) }), log);
    await b.handleUpdate(commandUpdate({ id: 4006, first_name: 'Ann' }, '/bookings'));
    expect(log.error).toHaveBeenCalledOnce();
    expect(fake.sent(4006).map((c) => c.payload.text)).toEqual(["Xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring."]);
  });
});
