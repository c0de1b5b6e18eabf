import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_AMOUNT_LIMITS } from '../../src/features/payments/index.ts';
import { daysAhead, planId, providerWithService } from '../support/fixtures.ts';
import { providerWithReserveFee, reserveBody, setReserveFee } from '../support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from '../support/payme-sandbox.ts';
import { readHtml } from './support/bot-api-schema.ts';
import { chatSteps } from './support/chat-steps.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { textUpdate } from './support/chat-updates.ts';
import { signInitData } from './support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import type { TestUser } from './support/updates.ts';
import { everyDay, masterBody } from '../staff/support.ts';

// What the bot sends as Telegram shows it, through the real webhook against the fake Bot API (which refuses every
// call Telegram would refuse, bot-api-schema.ts): texts cut between graphemes, invoices only within the currency's
// limits, escaped text only with the HTML parse mode, people's words never read as replacement patterns.
const PROVIDER_TOKEN = '398062629:TEST:qabul-output-provider';
let t: TelegramTestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  t = await startTelegramApp({ ...PAYME_ENV, TELEGRAM_PAYMENT_PROVIDER_TOKEN: PROVIDER_TOKEN });
  payme = new PaymeSandbox(t.app.url);
});
afterAll(() => t.close());

let nextId = 97_000;
let nextDay = 2;
const person = (): TestUser => ({ id: ++nextId, first_name: 'Dilnoza', username: `mijoz_${nextId}` });
const tma = (user: TestUser) => ({
  authorization: `tma ${signInitData({ user: { ...user, allows_write_to_pm: true }, chat_type: 'sender' }, BOT_TOKEN)}`,
});

/** What a person reads of a message: its HTML read as Telegram reads it, or the text itself without a parse mode. */
function seen(call: ApiCall): string {
  if (call.payload.parse_mode !== 'HTML') return String(call.payload.text);
  const read = readHtml(String(call.payload.text));
  if ('refused' in read) throw new Error(read.refused);
  return read.visible;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A reserve-fee order of `user`, made from the Mini App, for `provider`'s service. */
async function reserveOrder(user: TestUser, serviceId: number) {
  const order = await t.app.client().post('/api/payment/service-reserve', {
    ...reserveBody(serviceId, '11:00', daysAhead(nextDay++)),
    telegramUsername: user.username,
  });
  expect(order.status).toBe(201);
  return order.body as { orderId: string };
}

describe('Telegram invoices', () => {
  it('cut a long title between graphemes, never inside an emoji (half of one is not UTF-8 and Telegram refuses it)', async () => {
    const user = person();
    const provider = await providerWithReserveFee(t.app, payme);
    // "Oldindan to'lov: " is 17 characters and the name's first 13 bring the emoji to the 31st: the last that fits
    // before the "…" of a 32-character title.
    const service = await setReserveFee(provider.client, { ...provider.service, name: 'Soch turmagi 💇‍♀️ va soqol olish' }, 5_000_000);
    const { orderId } = await reserveOrder(user, service.id);
    const after = t.fake.calls.length;
    const reply = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, tma(user));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const call = await t.fake.waitFor((c) => c.method === 'createInvoiceLink', 10_000, after);
    expect(call.payload.title).toBe("Oldindan to'lov: Soch turmagi …");
    expect(call.payload.title.length).toBeLessThanOrEqual(32);
    expect(call.payload.description).not.toMatch(LONE_SURROGATE);
  });

  it('are not made below the minimum Telegram takes for UZS: the Mini App is told to open the checkout link', async () => {
    const user = person();
    const provider = await providerWithReserveFee(t.app, payme);
    const { min } = INVOICE_AMOUNT_LIMITS.UZS!;
    // 5 000 so'm: under Telegram's minimum (about 1 USD).
    await setReserveFee(provider.client, provider.service, 500_000);
    const { orderId } = await reserveOrder(user, provider.service.id);
    const after = t.fake.calls.length;
    const refused = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, tma(user));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'invoices_off',
      message: "Bu summani Telegram ichida to'lab bo'lmaydi: to'lov sahifasini oching",
    });
    const inRussian = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, { ...tma(user), 'accept-language': 'ru' });
    expect(inRussian.body.message).toBe('Эту сумму нельзя оплатить внутри Telegram: откройте страницу оплаты');
    expect(t.fake.calls.slice(after).filter((c) => c.method === 'createInvoiceLink')).toEqual([]);

    // The minimum itself is taken.
    const atMinimum = await providerWithReserveFee(t.app, payme, min);
    const order = await reserveOrder(user, atMinimum.service.id);
    expect((await t.app.client().post(`/api/telegram/orders/${order.orderId}/invoice`, {}, tma(user))).status).toBe(200);
  });

  it('fall back to the checkout link when Telegram refuses the amount all the same (its rate moved)', async () => {
    const user = person();
    const provider = await providerWithReserveFee(t.app, payme);
    const { orderId } = await reserveOrder(user, provider.service.id);
    t.fake.fail('createInvoiceLink', { error_code: 400, description: 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID' });
    const refused = await t.app.client().post(`/api/telegram/orders/${orderId}/invoice`, {}, tma(user));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('invoices_off');
  });
});

describe('escaped text and the HTML parse mode', () => {
  it('"Tayyor, …! Profilingiz botga ulandi" names a provider called Aziz & "Co" <Salon> as written', async () => {
    const provider = await providerWithService(t.app);
    await t.sql(`update users set first_name = ?, last_name = ? where id = ?`, ['Aziz & "Co"', '<Salon>', provider.user.id]);
    const chat = person();
    const { body } = await provider.client.post('/api/telegram/link-token');
    const { say } = chatSteps(t);
    await say(chat, `/start ${new URL(body.link).searchParams.get('start')}`);
    const linked = t.fake.sent(chat.id).find((c) => String(c.payload.text).includes('Profilingiz botga ulandi'));
    expect(linked?.payload.parse_mode).toBe('HTML');
    expect(seen(linked as ApiCall)).toMatch(/^Tayyor, Aziz & "Co" <Salon>! Profilingiz botga ulandi\./);
  });

  it('a phone taken in the chat booking is confirmed as HTML, like the steps around it', async () => {
    const provider = await providerWithService(t.app, { name: 'Soch & soqol <premium>' });
    const user = person();
    const { say, press, step, shown, deliver } = chatSteps(t);
    await say(user, `/book ${provider.user.username}`);
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch & soqol <premium>/);
    await press(user, /\d/);
    await press(user, /^\d\d:\d\d$/);
    expect(seen(step(user.id).call)).toContain('Soch & soqol <premium>');
    await deliver(textUpdate(user, '+998 90 765 43 21'));
    const taken = shown(user.id).find((c) => String(c.payload.text).startsWith('Raqam:'));
    expect(taken?.payload.parse_mode).toBe('HTML');
  });
});

describe('buttons', () => {
  it("cut a long service name between graphemes, within the button's length", async () => {
    // The family emoji (11 UTF-16 units) starts at the 63rd: a cut by units would leave half of its first person.
    const prefix = 'Soch olish va soqol to‘g‘rilash, premium xizmat, oila bilan — ';
    expect(prefix.length).toBe(62);
    const name = `${prefix}👨‍👩‍👧‍👦 ${'uzun '.repeat(20)}`.trim();
    const provider = await providerWithService(t.app, { name });
    const user = person();
    const { say, press, step } = chatSteps(t);
    await say(user, `/book ${provider.user.username}`);
    await press(user, /Shu yerda yozilish/);
    const [button] = step(user.id).buttons;
    expect(button?.text.length).toBeLessThanOrEqual(64);
    expect(button?.text).toBe(`${prefix}…`);
    expect(button?.text).not.toMatch(LONE_SURROGATE);
    expect(name.startsWith(button?.text.slice(0, -1) ?? '-')).toBe(true);
  });
});

describe('people’s words in the chat booking', () => {
  it('a master named "Dollar $` usta" and a service with "$&" read as written on the check (no replacement patterns)', async () => {
    const owner = await providerWithService(t.app, { name: 'Soch $& olish' });
    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const master = await owner.client.post(
      '/api/staff',
      masterBody('Dollar $` usta', [owner.service.id], { title: null, availability: everyDay('09:00', '18:00') }),
    );
    expect(master.status).toBe(201);
    const user = person();
    const { say, press, step, deliver } = chatSteps(t);
    await say(user, `/book ${owner.user.username}`);
    await press(user, /Shu yerda yozilish/);
    await press(user, /^Soch \$& olish/);
    await press(user, /^Dollar \$` usta$/);
    await press(user, /\d/);
    await press(user, /^\d\d:\d\d$/);
    await deliver(textUpdate(user, '+998 90 765 43 29'));
    const check = seen(step(user.id).call);
    expect(check).toContain('Soch $& olish\nUsta: Dollar $` usta\n');
    await press(user, /Tasdiqlash/);
    const booked = await t.sql<{ name: string }>(
      'select st.name from bookings b join staff st on st.id = b.staff_id where b.client_telegram_chat_id = ?',
      [user.id],
    );
    expect(booked).toEqual([{ name: 'Dollar $` usta' }]);
  });
});
