import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHtml, refusalOf } from './support/bot-api-schema.ts';
import { FakeTelegram } from './support/fake-telegram.ts';

// The fake Bot API's schema refuses what Telegram refuses or would show wrong; these are its own checks.
const send = (payload: Record<string, unknown>) => refusalOf('sendMessage', { chat_id: 5001, ...payload });
const button = (extra: Record<string, unknown>) =>
  send({ text: 'Tanlang', reply_markup: { inline_keyboard: [[{ text: 'Ha', ...extra }]] } });

describe('the Bot API schema', () => {
  it('takes the calls the product makes', () => {
    expect(
      send({
        text: '<b>Soch olish</b> &amp; soqol',
        parse_mode: 'HTML',
        reply_markup: { inline_keyboard: [[{ text: 'Ha', callback_data: 'cb:ok' }]] },
      }),
    ).toBeNull();
    expect(refusalOf('answerCallbackQuery', { callback_query_id: 'q1', text: 'Bekor qilindi' })).toBeNull();
    expect(refusalOf('getMe', {})).toBeNull();
  });

  it('refuses an unknown method, a missing or unknown parameter and a wrong type', () => {
    expect(refusalOf('sendInvoice', {})?.code).toBe(404);
    expect(send({})?.description).toMatch(/text is required/);
    expect(send({ text: 'Salom', parse_mod: 'HTML' })?.description).toMatch(/parse_mod is not a parameter/);
    expect(refusalOf('sendMessage', { chat_id: { id: 1 }, text: 'Salom' })?.description).toMatch(/chat_id must be/);
    expect(send({ text: 'Salom', disable_notification: 'yes' })?.description).toMatch(/disable_notification must be a Boolean/);
  });

  it('counts lengths as Telegram does: text after parsing, callback data in bytes, alerts and invoice texts', () => {
    expect(send({ text: `<b>${'a'.repeat(4096)}</b>`, parse_mode: 'HTML' })).toBeNull();
    expect(send({ text: 'a'.repeat(4097) })?.description).toBe('Bad Request: message is too long');
    expect(button({ callback_data: 'ж'.repeat(32) })).toBeNull();
    expect(button({ callback_data: 'ж'.repeat(33) })?.description).toMatch(/at most 64 bytes/);
    expect(refusalOf('answerCallbackQuery', { callback_query_id: 'q', text: 'a'.repeat(201) })?.description).toMatch(/at most 200/);
    const invoice = {
      title: 'Oldindan',
      description: "To'lov",
      payload: '1.abc',
      provider_token: 'x',
      currency: 'UZS',
      prices: [{ label: 'Fee', amount: 5_000_000 }],
    };
    expect(refusalOf('createInvoiceLink', invoice)).toBeNull();
    expect(refusalOf('createInvoiceLink', { ...invoice, title: 'a'.repeat(33) })?.description).toMatch(/title must be at most 32/);
    expect(refusalOf('createInvoiceLink', { ...invoice, prices: [{ label: 'Fee', amount: 100_000 }] })?.description).toBe(
      'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID',
    );
  });

  it('refuses an inline button without exactly one action, and a keyboard that is not rows of buttons', () => {
    expect(button({})?.description).toMatch(/exactly one of/);
    expect(button({ callback_data: 'a', url: 'https://qabul.uz' })?.description).toMatch(/exactly one of/);
    expect(send({ text: 'a', reply_markup: { inline_keyboard: [{ text: 'Ha', callback_data: 'a' }] } })?.description).toMatch(
      /must be an Array/,
    );
  });

  it('reads HTML as Telegram does: known tags, balanced, its four named entities, no bare < or &', () => {
    expect(readHtml('<b>Aziz</b> &lt;3 &amp; &#128512;')).toEqual({ visible: 'Aziz <3 & 😀' });
    expect(readHtml('<a href="https://qabul.uz">Qabul</a>')).toEqual({ visible: 'Qabul' });
    expect(readHtml('<div>x</div>')).toHaveProperty('refused');
    expect(readHtml('<b><i>x</b></i>')).toHaveProperty('refused');
    expect(readHtml('<b>x')).toHaveProperty('refused');
    expect(readHtml('Tom & Jerry')).toHaveProperty('refused');
    expect(readHtml('a &nbsp; b')).toHaveProperty('refused');
    expect(readHtml('<b class="x">a</b>')).toHaveProperty('refused');
  });

  it('refuses escaped HTML in a text sent without parse mode, and in any plain text (buttons, alerts, invoices)', () => {
    expect(send({ text: 'Tayyor, Aziz &amp; Co' })?.description).toMatch(/without parse_mode but holds escaped HTML \(&amp;\)/);
    expect(send({ text: 'Tayyor, Aziz &quot;Co&quot;', parse_mode: 'HTML' })).toBeNull();
    expect(button({ text: 'Aziz &lt;3', callback_data: 'a' })?.description).toMatch(/escaped HTML/);
  });

  it('refuses half of a surrogate pair anywhere: it is not valid UTF-8', () => {
    expect(send({ text: 'Soch \uD83D' })?.description).toMatch(/UTF-8/);
    expect(button({ text: 'Ha \uDE00', callback_data: 'a' })?.description).toMatch(/UTF-8/);
    expect(send({ text: 'Soch 😀' })).toBeNull();
  });
});

describe('the fake Bot API', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await new FakeTelegram(null).start();
  });
  afterAll(() => fake.stop());

  it('answers an invalid call as Telegram does and records it, so the shared set-up fails the test that made it', async () => {
    const response = await fetch(`${fake.apiRoot}/bot1:T/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 1, text: 'a &amp; b' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error_code: 400, description: expect.stringMatching(/escaped HTML/) });
    expect(fake.invalidCalls).toHaveLength(1);
    // This test made the invalid call on purpose: taken off the record so the shared check passes it.
    fake.calls.length = 0;
  });
});
