import { type Language, LANGUAGES } from '@qabul/i18n';
import { uzbekWordsIn, uzbekWordsInTranslations } from '@qabul/i18n/testing/latin-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUES } from '../../src/api-catalogues.ts';
import { atPath, leafPaths } from '../../src/contracts/i18n/catalogue.ts';
import { composeCard } from '../../src/features/notifications/card-view.ts';
import { composeNotice } from '../../src/features/notifications/compose.ts';
import { noticeTexts } from '../../src/features/notifications/messages.ts';
import { REVIEW_QUESTION, VISIT_OVER } from '../../src/features/notifications/review-question.ts';
import { translateApiMessage } from '../../src/lib/i18n/message-index.ts';
import { bookingBody, daysAhead } from '../support/fixtures.ts';
import { readIcs, icsUnescape } from '../support/ics-read.ts';
import { CATALOGUE_FILES, CATALOGUES, UZBEK_PRODUCT_WORDS } from '../support/product-words.ts';
import { decodeHeader, mailHeaders, mimeParts } from '../notifications/support/mime.ts';
import { sampleNotice } from '../notifications/support/sample-notice.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import type { ApiCall } from '../telegram/support/fake-telegram.ts';
import { contactUpdate } from '../telegram/support/chat-updates.ts';
import { startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from '../telegram/support/updates.ts';

/**
 * No Uzbek (Latin) product word on a Russian or Cyrillic reader's message, e-mail, calendar file, chat or API error
 * (DECISIONS.md "Every word in the reader's language"). The words are the catalogues' own (support/product-words.ts):
 * every Uzbek word no translation uses, brands and technical names aside. What people typed themselves (the demo's
 * service names, the salon's address, a client's name) is read from the API and left out.
 */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'uz') as Array<Exclude<Language, 'uz'>>;

/** Each text's Uzbek product words, as "where: words" lines (none: an empty list). */
function leaks(texts: Array<{ where: string; text: string }>, own: readonly string[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const found = uzbekWordsIn(text, UZBEK_PRODUCT_WORDS, own);
    return found.length > 0 ? [`${where}: ${found.join(', ')} — in ${JSON.stringify(text.slice(0, 400))}`] : [];
  });
}

describe('the Uzbek product words', () => {
  it('come from every surface’s catalogues and hold the words a reader of another language once met', () => {
    expect(CATALOGUE_FILES.server).toBeGreaterThan(40);
    expect(CATALOGUE_FILES.web).toBeGreaterThan(40);
    expect(CATALOGUE_FILES.miniapp).toBe(3);
    for (const word of ['bepul', "so'm", 'konstitutsiya', 'arafasi', 'asosiy', 'vaqti', 'kutilmoqda', 'ixtiyoriy', 'orqaga'])
      expect(UZBEK_PRODUCT_WORDS, word).toContain(word);
    // Brands, plan names that are brands and technical names are every language's.
    for (const word of ['qabul', 'telegram', 'premium', 'email', 'payme']) expect(UZBEK_PRODUCT_WORDS, word).not.toContain(word);
  });

  it('never hide in a translation: no Russian or Cyrillic text keeps an Uzbek word (brands and technical names aside)', () => {
    expect(uzbekWordsInTranslations(CATALOGUES)).toEqual([]);
    // The check itself can fail: a Russian text left with the plan's Uzbek name.
    expect(uzbekWordsInTranslations({ uz: ['Asosiy reja'], translations: ['На тарифе Asosiy'] })).toEqual(['asosiy: На тарифе Asosiy']);
  });

  it("are found in a text, and a provider's own words are not", () => {
    expect(uzbekWordsIn('Цена: 80 000 so‘m', UZBEK_PRODUCT_WORDS)).toEqual(["so'm"]);
    expect(uzbekWordsIn('Услуга: Soch olish — Bepul', UZBEK_PRODUCT_WORDS, ['Soch olish'])).toEqual(['bepul']);
  });
});

/** The notice kinds the outbox composes, for both recipients, with and without a paid fee and a client clock of their own. */
const KINDS = [...new Set(Object.values(noticeTexts.uz.titles).flatMap((titles) => Object.keys(titles)))];

describe('every notice composed for a sample booking', () => {
  const sampleOwn = ['Dilnoza Yusupova', 'Soch olish', 'Aziz Karimov', 'QB-123456'];
  for (const language of OTHER_LANGUAGES)
    it(`${language}: Telegram, e-mail (text and HTML) and .ics hold no Uzbek product word`, () => {
      const now = new Date('2026-11-20T10:00:00Z').getTime();
      const texts: Array<{ where: string; text: string }> = [];
      for (const recipient of ['client', 'provider'] as const)
        for (const kind of [...KINDS, REVIEW_QUESTION, VISIT_OVER])
          for (const reserveFeePaid of [null, 5_000_000])
            for (const clientTimezone of ['Asia/Tashkent', 'Europe/Moscow', 'Asia/Bishkek']) {
              const notice = sampleNotice({ recipient, kind, language, reserveFeePaid, clientTimezone });
              const where = `${recipient} ${kind} ${clientTimezone}${reserveFeePaid ? ' paid' : ''}`;
              const composed = composeNotice(notice, 'https://qabul.uz', now);
              texts.push(
                { where: `${where} telegram`, text: composed.telegram.text },
                ...buttonTexts(composed.telegram.keyboard).map((text) => ({ where: `${where} button`, text })),
                { where: `${where} subject`, text: composed.mail.subject },
                { where: `${where} mail text`, text: composed.mail.text },
                { where: `${where} mail html`, text: htmlText(composed.mail.html) },
              );
              if (composed.mail.calendar) texts.push(...icsTexts(composed.mail.calendar.content, `${where} .ics`));
              if (kind.startsWith('booking_')) {
                const card = composeCard(
                  notice,
                  'k'.repeat(16),
                  { publicUrl: 'https://qabul.uz', miniAppUrl: 'https://qabul.uz/miniapp/' },
                  now,
                );
                texts.push(
                  { where: `${where} card`, text: card.text },
                  ...buttonTexts(card.keyboard).map((text) => ({ where: `${where} card button`, text })),
                );
              }
            }
      expect(texts.length).toBeGreaterThan(500);
      expect(leaks(texts, sampleOwn)).toEqual([]);
    });
});

describe('every API message, translated where it leaves', () => {
  for (const language of OTHER_LANGUAGES)
    it(`${language}: no registered message reads an Uzbek product word, its values filled`, () => {
      const texts: Array<{ where: string; text: string }> = [];
      for (const catalogues of API_CATALOGUES)
        for (const path of leafPaths(catalogues.uz)) {
          // A message is a text; lists (the weekdays' names) are words the API shows by index, never as a message.
          const text = atPath(catalogues.uz, path);
          if (typeof text === 'string') texts.push({ where: path, text: translateApiMessage(language, text.replace(/\{(\w+)\}/g, '7')) });
        }
      expect(texts.length).toBeGreaterThan(250);
      expect(leaks(texts, [])).toEqual([]);
    });
});

// The real app: the demo provider, its chat bookings through the webhook against the fake Bot API, its e-mails
// by SMTP to a server on loopback, its answers over HTTP.
let t: TelegramTestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  t = await startTelegramApp({ SEED_DEMO: '1', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** The demo's own words, as the API gives them: its services, their prices as typed, its masters, its address, its owner. */
async function demoOwnWords(): Promise<string[]> {
  const services = (await t.app.client().get('/api/public/services/demo')).body as Array<Record<string, any>>;
  const provider = (await t.app.client().get('/api/public/user/demo')).body as Record<string, unknown>;
  // Every text of the provider's public page is theirs: names, the business's name, address and landmark.
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  return [
    ...services.flatMap((s) => [s.name, s.description, s.price, s.meetingAddress, ...s.staff.flatMap((m: any) => [m.name, m.title])]),
    ...texts(provider),
  ].filter((word): word is string => typeof word === 'string' && word.length > 0);
}

let nextChat = 77_000;
const person = (): TestUser => ({ id: ++nextChat, first_name: 'Olga' });

/** What a chat saw: every text the bot sent or edited there, its buttons, and its answers to presses. */
function chatTexts(chatId: number, after: number): Array<{ where: string; text: string }> {
  return t.fake.calls.slice(after).flatMap((call: ApiCall) => {
    const p = call.payload;
    if (call.method === 'answerCallbackQuery') return p.text ? [{ where: 'chat alert', text: String(p.text) }] : [];
    if (Number(p.chat_id) !== chatId) return [];
    const keyboard = [...(p.reply_markup?.inline_keyboard ?? []), ...(p.reply_markup?.keyboard ?? [])].flat() as Array<{ text: string }>;
    return [
      ...(p.text ? [{ where: `chat ${call.method}`, text: String(p.text) }] : []),
      ...(p.caption ? [{ where: `chat ${call.method} caption`, text: String(p.caption) }] : []),
      ...keyboard.map((button) => ({ where: `chat ${call.method} button`, text: button.text })),
    ];
  });
}

function buttonTexts(keyboard: { inline_keyboard?: Array<Array<{ text: string }>> } | undefined): string[] {
  return (keyboard?.inline_keyboard ?? []).flat().map((button) => button.text);
}

/** An HTML part as a reader sees it: tags gone, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What a calendar shows of an .ics: its summary, description and place. */
function icsTexts(file: string, where: string): Array<{ where: string; text: string }> {
  return readIcs(file)
    .filter((property) => ['SUMMARY', 'DESCRIPTION', 'LOCATION'].includes(property.name))
    .map((property) => ({ where: `${where} ${property.name}`, text: icsUnescape(property.value) }));
}

/** A received e-mail as its reader sees it: subject, text, HTML and the attached calendar file. */
function mailTexts(raw: string): Array<{ where: string; text: string }> {
  const subject = decodeHeader(mailHeaders(raw).subject ?? '');
  return [
    { where: 'mail subject', text: subject },
    ...mimeParts(raw).flatMap((part) => {
      const type = part.headers['content-type'] ?? '';
      if (type.startsWith('text/plain')) return [{ where: `mail text (${subject})`, text: part.body }];
      if (type.startsWith('text/html')) return [{ where: `mail html (${subject})`, text: htmlText(part.body) }];
      if (type.startsWith('text/calendar') || type.includes('ics')) return icsTexts(part.body, `mail .ics (${subject})`);
      return [];
    }),
  ];
}

describe('a Russian and an Uzbek Cyrillic client of the demo, end to end', () => {
  for (const language of OTHER_LANGUAGES)
    it(`${language}: the chat booking, its card, the e-mails and .ics of a web booking, and the API's errors`, {
      timeout: 120_000,
    }, async () => {
      // The demo's owner and masters read their own notices in this language too.
      await t.sql('update users set language = ?', [language]);
      const own = await demoOwnWords();
      let after = t.fake.calls.length;
      const user = person();
      const deliver = async (update: unknown) => expect((await t.deliver(update)).status).toBe(200);
      const withCode = <U extends { message?: { from?: object } }>(update: U): U => {
        // A Russian Telegram app says so; Uzbek Cyrillic has no code of its own and is picked with /language.
        if (language === 'ru' && update.message?.from) Object.assign(update.message.from, { language_code: 'ru' });
        return update;
      };
      const step = () => {
        const calls = t.fake.calls.filter(
          (c) =>
            ['sendMessage', 'editMessageText'].includes(c.method) &&
            Number(c.payload.chat_id) === user.id &&
            c.payload.reply_markup?.inline_keyboard,
        );
        const call = calls.at(-1) as ApiCall;
        return {
          call,
          buttons: (call.payload.reply_markup.inline_keyboard as Array<Array<{ text: string; callback_data?: string }>>).flat(),
        };
      };
      const press = async (data: (value: string) => boolean, pick: 'first' | 'last' = 'first') => {
        const { call, buttons } = step();
        const matching = buttons.filter((b) => b.callback_data && data(b.callback_data));
        const button = pick === 'first' ? matching[0] : matching.at(-1);
        if (!button?.callback_data) throw new Error(`no button in ${JSON.stringify(buttons)}`);
        await deliver(callbackUpdate(user, button.callback_data, { message_id: call.payload.message_id ?? 1, text: call.payload.text }));
      };

      if (language === 'uz-Cyrl') {
        await deliver(commandUpdate(user, '/language'));
        // The picker is asked before the chat has a language (in Uzbek, each language under its own name): what is
        // read from here on is the reader's.
        after = t.fake.calls.length;
        await press((data) => data.includes('uz-Cyrl'));
      }
      await deliver(withCode(commandUpdate(user, '/start')));
      await deliver(withCode(commandUpdate(user, '/help')));
      await deliver(withCode(commandUpdate(user, '/start demo')));
      await press((data) => data.startsWith('cb:go:'));
      await press((data) => data.startsWith('cb:s:'));
      if (step().buttons.some((b) => b.callback_data?.startsWith('cb:m:'))) await press((data) => data === 'cb:m:any');
      await press((data) => data.startsWith('cb:d:'), 'last');
      await press((data) => data.startsWith('cb:t:'));
      await deliver(contactUpdate(user, '998901234567', user.id));
      await press((data) => data.startsWith('cb:ok:'));
      const [chatBooking] = await t.sql<{ id: string; confirmation_number: string }>(
        'select id, confirmation_number from bookings where client_telegram_chat_id = ?',
        [user.id],
      );
      expect(chatBooking).toBeDefined();
      // Its card reaches the chat; the owner confirms, then cancels: the card follows.
      await t.fake.waitFor((c) => Number(c.payload.chat_id) === user.id && String(c.payload.text).includes('🔢'));
      const owner = t.app.client();
      expect((await owner.post('/api/login', { username: 'demo@qabul.uz', password: 'demo12345' })).status).toBe(200);
      expect((await owner.put(`/api/bookings/${chatBooking!.id}/status`, { status: 'confirmed' })).status).toBe(200);
      await deliver(withCode(commandUpdate(user, '/bookings')));
      const beforeCancel = t.fake.calls.length;
      expect((await owner.post(`/api/bookings/${chatBooking!.id}/cancel`, {})).status).toBe(200);
      // The cancellation reaches the chat (a new message or the card edited).
      await t.fake.waitFor((c) => Number(c.payload.chat_id) === user.id && Boolean(c.payload.text), 20_000, beforeCancel);

      // A web booking in this language with an e-mail: made, moved and cancelled by the owner, each told by e-mail.
      const email = `client-${language.toLowerCase()}@example.uz`;
      const services = (await t.app.client().get('/api/public/services/demo')).body as Array<{ id: number; staff: unknown[] }>;
      const reader = { cookie: `lang=${language}` };
      const date = daysAhead(9);
      const slots = (await t.app.client().get(`/api/time-slots?date=${date}&serviceId=${services[0]!.id}`, reader)).body.filter(
        (s: { isAvailable: boolean }) => s.isAvailable,
      );
      // Made, moved, cancelled: an e-mail to the client after each, with its calendar file; the owner's of this booking.
      const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
      const told = (count: number) => smtp.waitFor(() => mailsTo(email).length >= count, 20_000);
      const body = bookingBody(services[0]!.id, date, slots[0].time, { email, name: 'Olga Petrova', notes: 'Olga' });
      const made = await t.app.client().post('/api/public/bookings', body, reader);
      expect(made.status).toBe(201);
      await told(1);
      // Moved to a time its own master has free (the demo salon's day is busy; "any master" is not enough).
      const [{ staff_id: master } = { staff_id: '' }] = await t.sql<{ staff_id: string }>('select staff_id from bookings where id = ?', [
        made.body.id,
      ]);
      const free = (await t.app.client().get(`/api/time-slots?date=${date}&serviceId=${services[0]!.id}&staffId=${master}`)).body as Array<{
        time: string;
        isAvailable: boolean;
      }>;
      const later = free.find((s) => s.isAvailable && s.time > slots[0].time);
      expect(later).toBeDefined();
      const moved = await owner.post(`/api/bookings/${made.body.id}/reschedule`, { newDate: date, newTimeSlot: later!.time });
      expect(moved.status).toBe(200);
      await told(2);
      expect((await owner.post(`/api/bookings/${made.body.id}/cancel`, {})).status).toBe(200);
      await told(3);
      const mails = mailsTo(email);
      const ownerMails = mailsTo('demo@qabul.uz').filter((mail) => mail.raw.includes(made.body.confirmationNumber));

      // The API's errors in this language: bad input, a taken time, a missing page, a plan's limits.
      const errors = [
        await t.app.client().post('/api/public/bookings', {}, reader),
        await t.app.client().post('/api/public/bookings', bookingBody(services[0]!.id, date, slots[4].time, { phone: 'x' }), reader),
        await t.app.client().get('/api/public/user/nobody-here', reader),
        await owner.post(
          '/api/services',
          { name: 'Yangi', description: 'Yangi', price: "10 000 so'm", duration: 30, reserveFee: 100_000 },
          reader,
        ),
        await owner.post('/api/services', { name: 'Yangi', description: 'Yangi', price: '', duration: 30 }, reader),
      ];
      const taken = (phone: string) => bookingBody(services[0]!.id, date, slots[6].time, { phone, email: null });
      // The time is taken once every master who does the service has it.
      for (let n = 10; n < 20; n += 1) {
        const reply = await t.app.client().post('/api/public/bookings', taken(`+998 90 765 43 ${n}`), reader);
        if (reply.status === 409) {
          errors.push(reply);
          break;
        }
      }
      expect(errors.at(-1)?.status).toBe(409);
      for (const error of errors) expect(error.status, JSON.stringify(error.body)).toBeGreaterThanOrEqual(400);
      const errorTexts = errors.flatMap((error) => [
        { where: `error ${error.status}`, text: String(error.body.message) },
        ...Object.values((error.body.errors ?? {}) as Record<string, string>).map((text) => ({ where: 'field error', text })),
      ]);

      const texts = [
        ...chatTexts(user.id, after),
        ...mails.flatMap((mail) => mailTexts(mail.raw)),
        ...ownerMails.flatMap((mail) => mailTexts(mail.raw)),
        ...errorTexts,
      ];
      expect(mails).toHaveLength(3);
      expect(texts.length).toBeGreaterThan(40);
      expect(
        leaks(texts, [...own, 'Olga Petrova', 'Olga', email, chatBooking!.confirmation_number, made.body.confirmationNumber, 'Yangi']),
      ).toEqual([]);
    });
});
