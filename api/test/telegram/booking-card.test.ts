import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMeetLinkNotice } from '../../src/features/google/google-meet.queries.ts';
import { newButtonKey } from '../../src/features/notifications/card-view.ts';
import { planEndedCardRefreshes } from '../../src/features/notifications/reminders.queries.ts';
import { cardOf, placeCard } from '../../src/features/telegram/booking-card.queries.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { providerWithReserveFee, reserveBody } from '../support/payment-fixtures.ts';
import { PAYME_ENV, PaymeSandbox } from '../support/payme-sandbox.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';

// The living booking card (ADR 014): one message per booking, edited in place through the outbox, pinned while
// upcoming; reminders reply to it; its buttons act for the booking's own chat only.
let t: TelegramTestApp;
let payme: PaymeSandbox;
beforeAll(async () => {
  t = await startTelegramApp(PAYME_ENV);
  payme = new PaymeSandbox(t.app.url);
});
afterAll(() => t.close());

let nextChat = 71_000;
const person = (username?: string): TestUser => ({ id: ++nextChat, first_name: 'Dilnoza', ...(username ? { username } : {}) });

async function say(user: TestUser, text: string) {
  expect((await t.deliver(commandUpdate(user, text))).status).toBe(200);
}

const calls = (method: string, chatId: number) => t.fake.calls.filter((c) => c.method === method && Number(c.payload.chat_id) === chatId);
const buttons = (call: ApiCall): Array<Record<string, any>> => (call.payload.reply_markup?.inline_keyboard ?? []).flat();
const button = (call: ApiCall, text: string) => buttons(call).find((b) => b.text === text);

/** The next edit of the card whose text matches, made after call number `after`. */
const cardEdit = (card: Card, pattern: RegExp, after: number) =>
  t.fake.waitFor(
    (c) =>
      c.method === 'editMessageText' &&
      Number(c.payload.chat_id) === card.client.id &&
      c.payload.message_id === card.messageId &&
      pattern.test(c.payload.text),
    15_000,
    after,
  );
const pinCall = (method: 'pinChatMessage' | 'unpinChatMessage', card: Card, after = 0) =>
  t.fake.waitFor(
    (c) => c.method === method && Number(c.payload.chat_id) === card.client.id && c.payload.message_id === card.messageId,
    15_000,
    after,
  );

/**
 * The messages a chat still has: accepted (a 429 refuses one), less those the bot deleted. The outbox may race the b_ link's own send;
 * the loser's message is deleted, so the chat keeps one card.
 */
const kept = (chatId: number) => t.fake.accepted.filter((a) => a.chatId === chatId).length - calls('deleteMessage', chatId).length;

const storedCard = async (bookingId: string) =>
  (
    await t.sql<{ message_id: string; pinned: boolean; chat_id: string }>(
      'select chat_id, message_id, pinned from booking_cards where booking_id = ?',
      [bookingId],
    )
  )[0];

interface Card {
  bookingId: string;
  confirmationNumber: string;
  client: TestUser;
  messageId: number;
  key: string;
  provider: Awaited<ReturnType<typeof providerWithService>>;
}

/** A booking whose client opened the b_ link: its confirmation is the card, pinned quietly. */
async function bookedWithCard(service: Record<string, unknown> = {}, date = daysAhead(5), time = '10:00'): Promise<Card> {
  const provider = await providerWithService(t.app, service);
  const booked = await t.app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, time));
  expect(booked.status).toBe(201);
  const client = person();
  await say(client, `/start ${new URL(booked.body.telegramLink).searchParams.get('start')}`);
  const stored = (
    await t.sql<{ button_key: string; message_id: string }>('select button_key, message_id from booking_cards where booking_id = ?', [
      booked.body.id,
    ])
  )[0];
  const card: Card = {
    bookingId: booked.body.id,
    confirmationNumber: booked.body.confirmationNumber,
    client,
    messageId: Number(stored?.message_id),
    key: String(stored?.button_key),
    provider,
  };
  const first = t.fake.sent(client.id).find((c) => button(c, 'Kelaman')?.callback_data === `bc:c:${card.key}`);
  expect(first?.payload.text).toContain('Uchrashuvingiz qabul qilindi');
  const pin = await pinCall('pinChatMessage', card);
  expect(pin.payload.disable_notification).toBe(true);
  await expect.poll(async () => (await storedCard(card.bookingId))?.pinned, { timeout: 10_000 }).toBe(true);
  return card;
}

const press = (user: TestUser, data: string, messageId: number) =>
  t.deliver(callbackUpdate(user, data, { message_id: messageId, text: 'Uchrashuv' }));

/** The answer the bot gave a button press (answerCallbackQuery), by the press's id. */
async function answerTo(after: number) {
  return t.fake.waitFor((c) => c.method === 'answerCallbackQuery', 10_000, after);
}

/** The dashboard's save of a booking with its status set to confirmed. */
const confirmBody = { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', email: 'dilnoza@example.uz', status: 'confirmed' };

const statusOf = async (bookingId: string) =>
  (await t.sql<{ status: string }>('select status from bookings where id = ?', [bookingId]))[0]?.status;

describe('the living booking card', () => {
  it("the b_ confirmation is the card with Kelaman / Ko'chirish / Bekor qilish, coloured, and is pinned without a sound", async () => {
    const card = await bookedWithCard();
    const first = t.fake.sent(card.client.id).find((c) => button(c, 'Kelaman')?.callback_data === `bc:c:${card.key}`);
    const kelaman = button(first as ApiCall, 'Kelaman');
    expect(kelaman).toMatchObject({ style: 'success' });
    expect(kelaman?.callback_data).toMatch(/^bc:c:[\w-]{16}$/);
    expect(kelaman?.callback_data).not.toContain(card.bookingId);
    expect(button(first as ApiCall, 'Bekor qilish')).toMatchObject({ style: 'danger', callback_data: `bc:x:${card.key}` });
    // Over plain HTTP the Mini App cannot be a web_app button: "Ko'chirish" opens the web page's reschedule.
    expect(button(first as ApiCall, "Ko'chirish")?.url).toContain(`?reschedule=${card.bookingId}&confirm=${card.confirmationNumber}`);
    expect((await storedCard(card.bookingId))?.pinned).toBe(true);
    expect(kept(card.client.id)).toBe(1);
  });

  it("the provider's confirm from the dashboard edits the card in place, keeping its buttons; no new message", async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    expect((await card.provider.client.put(`/api/bookings/${card.bookingId}`, confirmBody)).status).toBe(200);
    const edit = await cardEdit(card, /Uchrashuvingiz tasdiqlandi/, after);
    expect(edit.payload.text).toContain('Holati: Tasdiqlangan');
    expect(buttons(edit).map((b) => b.text)).toEqual(['Kelaman', "Ko'chirish", 'Bekor qilish']);
    expect(kept(card.client.id)).toBe(1);
  });

  it('a move edits the card with the new time', async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    const moved = await card.provider.client.post(`/api/bookings/${card.bookingId}/reschedule`, {
      newDate: daysAhead(6),
      newTimeSlot: '15:00',
    });
    expect(moved.status).toBe(200);
    const edit = await cardEdit(card, /vaqti o'zgartirildi/, after);
    expect(edit.payload.text).toContain('Vaqt: 15:00');
    expect(kept(card.client.id)).toBe(1);
  });

  it('a cancel from the web page edits the card, drops its buttons and unpins it', async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    const cancelled = await t.app.client().post(`/api/public/bookings/${card.bookingId}/cancel`, {
      confirmationNumber: card.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
    });
    expect(cancelled.status).toBe(200);
    const edit = await cardEdit(card, /Uchrashuvingiz bekor qilindi/, after);
    expect(buttons(edit)).toEqual([]);
    await pinCall('unpinChatMessage', card, after);
    expect(kept(card.client.id)).toBe(1);
  });

  it("the provider's own cancel and a bulk cancel reach the card the same way", async () => {
    const single = await bookedWithCard();
    const bulk = await bookedWithCard();
    const after = t.fake.calls.length;
    expect((await single.provider.client.post(`/api/bookings/${single.bookingId}/cancel`, { reason: null })).status).toBe(200);
    expect((await bulk.provider.client.post('/api/bookings/bulk-cancel', { ids: [bulk.bookingId], reason: 'Shubhali' })).status).toBe(200);
    for (const card of [single, bulk]) {
      expect(buttons(await cardEdit(card, /Uchrashuvingiz bekor qilindi/, after))).toEqual([]);
      await pinCall('unpinChatMessage', card, after);
    }
  });

  it('a Meet link that comes later is added to the card', async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    await t.sql(`update bookings set is_online_meeting = true, google_meet_link = 'https://meet.google.com/abc-defg-hij' where id = ?`, [
      card.bookingId,
    ]);
    await planMeetLinkNotice(t.app.qabul.deps.pool, card.bookingId, new Date());
    t.app.qabul.deps.notify();
    const edit = await cardEdit(card, /meet\.google\.com\/abc-defg-hij/, after);
    expect(edit.payload.text).toContain('Google Meet havolasi tayyor');
    expect(kept(card.client.id)).toBe(1);
  });

  it('a reserve fee paid: the card comes with the fee paid and is pinned; a 429 on its send delays it, never doubles it', async () => {
    const provider = await providerWithReserveFee(t.app, payme);
    const client = person('mijoz_tolov');
    await say(client, '/start');
    const greetings = t.fake.sent(client.id).length;
    const greetingAttempts = t.fake.attempts(client.id).length;
    const reserve = await t.app.client().post('/api/payment/service-reserve', {
      ...reserveBody(provider.service.id, '11:00', daysAhead(7)),
      telegramUsername: 'mijoz_tolov',
    });
    expect(reserve.status).toBe(201);
    t.fake.fail(
      'sendMessage',
      { error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } },
      { when: (payload) => Number(payload.chat_id) === client.id },
    );
    const paymentId = PaymeSandbox.transactionId();
    const order = await t.sql<{ amount: string }>('select amount from payment_orders where id = ?', [reserve.body.orderId]);
    expect((await payme.create(paymentId, reserve.body.orderId, Number(order[0]?.amount))).body.result?.state).toBe(1);
    expect((await payme.perform(paymentId)).body.result?.state).toBe(2);
    const pin = await t.fake.waitFor((c) => c.method === 'pinChatMessage' && Number(c.payload.chat_id) === client.id, 15_000);
    await expect.poll(async () => (await storedCard(reserve.body.bookingId))?.pinned, { timeout: 10_000 }).toBe(true);
    expect(Number((await storedCard(reserve.body.bookingId))?.message_id)).toBe(pin.payload.message_id);
    expect(t.fake.sent(client.id).at(-1)?.payload.text).toContain("Oldindan to'lov: 50 000 so'm — to'langan");
    // Refused with 429 (at least the injected once), then accepted once: one card in the chat.
    const attempts = t.fake.attempts(client.id).slice(greetingAttempts);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(attempts.map((c) => c.payload.text.split('\n')[0]))).toEqual(new Set(['<b>Uchrashuvingiz qabul qilindi</b>']));
    expect(
      t.fake
        .sent(client.id)
        .slice(greetings)
        .map((c) => c.payload.text.split('\n')[0]),
    ).toEqual(['<b>Uchrashuvingiz qabul qilindi</b>']);
    expect(t.fake.accepted.filter((a) => a.chatId === client.id).length - greetings).toBe(1);
  });

  it("a reminder is a short message replying to the card, with the card's buttons", async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    await t.sql(
      `update reminder_schedules set scheduled_time = now() where booking_id = ? and recipient_type = 'client' and reminder_type = '24h'`,
      [card.bookingId],
    );
    t.app.qabul.deps.notify();
    const reminder = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === card.client.id && /Eslatma/.test(c.payload.text),
      15_000,
      after,
    );
    expect(reminder.payload.text).toMatch(/^⏰ Eslatma: uchrashuvingiz ertaga, 10:00 — Soch olish \(Aziz Karimov\)$/);
    expect(reminder.payload.reply_parameters).toEqual({ message_id: card.messageId, allow_sending_without_reply: true });
    expect(button(reminder, 'Kelaman')?.callback_data).toBe(`bc:c:${card.key}`);
  });

  it('"Kelaman" marks the booking, changes the card, tells the linked provider once; the dashboard sees it', async () => {
    const card = await bookedWithCard();
    const providerChat = person('usta_kelaman');
    const { body } = await card.provider.client.post('/api/telegram/link-token');
    await say(providerChat, `/start ${new URL(body.link).searchParams.get('start')}`);
    const after = t.fake.calls.length;
    await press(card.client, `bc:c:${card.key}`, card.messageId);
    expect((await answerTo(after)).payload.text).toBe('Rahmat! Kelishingizni mutaxassisga bildirdik.');
    const edit = await cardEdit(card, /Kelishingizni tasdiqladingiz/, after);
    expect(buttons(edit).map((b) => b.text)).toEqual(["Ko'chirish", 'Bekor qilish']);
    const notice = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === providerChat.id && /Mijoz tasdiqladi/.test(c.payload.text),
      15_000,
      after,
    );
    expect(notice.payload.text).toContain('Dilnoza Yusupova');
    const listed = await card.provider.client.get('/api/bookings');
    expect(listed.body.find((b: { id: string }) => b.id === card.bookingId).clientConfirmedAt).toEqual(expect.any(String));

    // A second press tells nobody anything again.
    const again = t.fake.calls.length;
    await press(card.client, `bc:c:${card.key}`, card.messageId);
    await answerTo(again);
    const told = await t.sql<{ reminder_type: string; n: number }>(
      `select reminder_type, count(*)::int as n from reminder_schedules where booking_id = ? and reminder_type in ('client_confirmed', 'booking_card') group by 1 order by 1`,
      [card.bookingId],
    );
    // One refresh of the card, and the provider told once.
    expect(told).toEqual([
      { reminder_type: 'booking_card', n: 1 },
      { reminder_type: 'client_confirmed', n: 1 },
    ]);
  });

  it('"Bekor qilish" asks first; "Yo\'q" keeps it, "Ha" cancels through the web\'s rule and the card follows', async () => {
    const card = await bookedWithCard();
    let after = t.fake.calls.length;
    await press(card.client, `bc:x:${card.key}`, card.messageId);
    const question = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.text === 'Rostdan bekor qilasizmi?',
      10_000,
      after,
    );
    expect(buttons(question).map((b) => [b.text, b.callback_data])).toEqual([
      ['Ha', `bc:y:${card.key}`],
      ["Yo'q", `bc:n:${card.key}`],
    ]);
    expect(question.payload.reply_parameters.message_id).toBe(card.messageId);

    await press(card.client, `bc:n:${card.key}`, 999);
    expect(await statusOf(card.bookingId)).toBe('pending');

    after = t.fake.calls.length;
    await press(card.client, `bc:y:${card.key}`, 999);
    expect((await answerTo(after)).payload.text).toBe('❌ Bekor qilindi');
    expect(await statusOf(card.bookingId)).toBe('cancelled');
    expect(buttons(await cardEdit(card, /Uchrashuvingiz bekor qilindi/, after))).toEqual([]);
    await pinCall('unpinChatMessage', card, after);
    const history = await t.sql('select performed_by from booking_history where booking_id = ? and action = ?', [
      card.bookingId,
      'cancelled',
    ]);
    expect(history).toEqual([{ performed_by: 'client' }]);
  });

  it("inside the cancellation window the press is answered with the rule's text and nothing changes", async () => {
    const card = await bookedWithCard({ cancellationHours: 500 });
    for (const action of ['x', 'y']) {
      const after = t.fake.calls.length;
      await press(card.client, `bc:${action}:${card.key}`, card.messageId);
      const answer = await answerTo(after);
      expect(answer.payload).toMatchObject({ show_alert: true });
      expect(answer.payload.text).toContain('500');
    }
    expect(await statusOf(card.bookingId)).toBe('pending');
    expect(
      t.fake.calls.some(
        (c) => c.method === 'sendMessage' && c.payload.text === 'Rostdan bekor qilasizmi?' && Number(c.payload.chat_id) === card.client.id,
      ),
    ).toBe(false);
  });

  it('a stranger pressing the buttons is told they are not theirs; nothing changes', async () => {
    const card = await bookedWithCard();
    const stranger = person();
    for (const action of ['c', 'x', 'y']) {
      const after = t.fake.calls.length;
      await press(stranger, `bc:${action}:${card.key}`, card.messageId);
      expect((await answerTo(after)).payload).toMatchObject({ text: 'Bu tugma siz uchun emas', show_alert: true });
    }
    const after = t.fake.calls.length;
    await press(card.client, 'bc:c:NoSuchCardKey0000', card.messageId);
    expect((await answerTo(after)).payload.text).toBe('Bu tugma endi ishlamaydi.');
    expect(await t.sql('select status, client_confirmed_at from bookings where id = ?', [card.bookingId])).toEqual([
      { status: 'pending', client_confirmed_at: null },
    ]);
    expect(t.fake.sent(stranger.id)).toHaveLength(0);
  });

  it('a card the client deleted, or one older than 48 hours, is replaced by a new card that is pinned', async () => {
    const card = await bookedWithCard();
    // Deleted: every edit of it fails from now on.
    t.fake.fail(
      'editMessageText',
      { error_code: 400, description: 'Bad Request: message to edit not found' },
      { times: 1000, when: (payload) => Number(payload.chat_id) === card.client.id && payload.message_id === card.messageId },
    );
    let after = t.fake.calls.length;
    expect((await card.provider.client.put(`/api/bookings/${card.bookingId}`, confirmBody)).status).toBe(200);
    const replacement = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === card.client.id && /tasdiqlandi/.test(c.payload.text),
      15_000,
      after,
    );
    expect(button(replacement, 'Kelaman')?.callback_data).toBe(`bc:c:${card.key}`);
    await expect.poll(async () => Number((await storedCard(card.bookingId))?.message_id), { timeout: 10_000 }).not.toBe(card.messageId);
    const second = Number((await storedCard(card.bookingId))?.message_id);
    await pinCall('pinChatMessage', { ...card, messageId: second }, after);
    await pinCall('unpinChatMessage', card, after);

    await t.sql(`update booking_cards set sent_at = now() - interval '49 hours' where booking_id = ?`, [card.bookingId]);
    after = t.fake.calls.length;
    expect(
      (await card.provider.client.post(`/api/bookings/${card.bookingId}/reschedule`, { newDate: daysAhead(8), newTimeSlot: '12:00' }))
        .status,
    ).toBe(200);
    await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === card.client.id && /12:00/.test(c.payload.text),
      15_000,
      after,
    );
    expect(t.fake.calls.slice(after).some((c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === card.client.id)).toBe(
      false,
    );
    await expect
      .poll(async () => [card.messageId, second].includes(Number((await storedCard(card.bookingId))?.message_id)), { timeout: 10_000 })
      .toBe(false);
    expect(kept(card.client.id)).toBe(3);
  });

  it('two new cards for one booking at once: one takes its place, the other is told so', async () => {
    const orm = t.app.qabul.database.orm;
    const card = await bookedWithCard();
    const previous = await cardOf(orm.em.fork(), card.bookingId);
    const moved = await Promise.all([9001, 9002].map((id) => placeCard(orm.em.fork(), previous, card.client.id, id)));
    expect(moved.sort()).toEqual([false, true]);
    // A booking with no card row yet: two first sends with keys of their own; the row keeps one key and its message.
    const fresh = await t.app.client().post('/api/public/bookings', bookingBody(card.provider.service.id, daysAhead(9), '16:00'));
    const blank = { bookingId: fresh.body.id, chatId: null, messageId: null, sentAt: null, pinned: false };
    const keys = [newButtonKey(), newButtonKey()];
    const made = await Promise.all(keys.map((buttonKey, i) => placeCard(orm.em.fork(), { ...blank, buttonKey }, card.client.id, 9100 + i)));
    expect(made.sort()).toEqual([false, true]);
    const [row] = await t.sql<{ button_key: string; message_id: string }>(
      'select button_key, message_id from booking_cards where booking_id = ?',
      [fresh.body.id],
    );
    expect(keys.indexOf(String(row?.button_key))).toBe(Number(row?.message_id) - 9100);
  });

  it('an edit Telegram fails with a 5xx is retried by the outbox, once, and sends no second card', async () => {
    const card = await bookedWithCard();
    t.fake.fail(
      'editMessageText',
      { error_code: 502, description: 'Bad Gateway' },
      { when: (payload) => Number(payload.chat_id) === card.client.id },
    );
    const after = t.fake.calls.length;
    expect((await card.provider.client.put(`/api/bookings/${card.bookingId}`, confirmBody)).status).toBe(200);
    const row = async () =>
      (
        await t.sql<{ id: string; status: string; attempts: number; error_message: string | null }>(
          `select id, status, attempts, error_message from reminder_schedules where booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_confirmed'`,
          [card.bookingId],
        )
      )[0];
    await t.fake.waitFor((c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === card.client.id, 15_000, after);
    // Settled as a retry: still pending, one attempt spent, its back-off running.
    await expect.poll(async () => (await row())?.error_message, { timeout: 10_000 }).toContain('Bad Gateway');
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    // Its back-off is over.
    const retryFrom = t.fake.calls.length;
    await t.sql('update reminder_schedules set claimed_until = now() where id = ?', [(await row())?.id]);
    t.app.qabul.deps.notify();
    await cardEdit(card, /tasdiqlandi/, retryFrom);
    await expect.poll(async () => (await row())?.status, { timeout: 10_000 }).toBe('sent');
    expect((await row())?.attempts).toBe(2);
    expect(
      calls('editMessageText', card.client.id)
        .slice(-2)
        .map((c) => c.payload.message_id),
    ).toEqual([card.messageId, card.messageId]);
    expect(kept(card.client.id)).toBe(1);
  });

  it('after the visit the card is unpinned and offers "Yana yozilish"', async () => {
    const card = await bookedWithCard();
    const after = t.fake.calls.length;
    await t.sql(
      `update bookings set date_time_utc = now() - interval '2 hours', ends_at = now() - interval '90 minutes', blocked_until = now() - interval '90 minutes' where id = ?`,
      [card.bookingId],
    );
    const orm = t.app.qabul.database.orm;
    expect(await planEndedCardRefreshes(orm.em.fork(), null)).toBe(1);
    expect(await planEndedCardRefreshes(orm.em.fork(), null)).toBe(0);
    t.app.qabul.deps.notify();
    const edit = await cardEdit(card, /Uchrashuv bo'lib o'tdi/, after);
    expect(buttons(edit)).toEqual([{ text: 'Yana yozilish', url: `${t.publicUrl}/${card.provider.user.username}` }]);
    await pinCall('unpinChatMessage', card, after);
    await expect.poll(async () => (await storedCard(card.bookingId))?.pinned, { timeout: 10_000 }).toBe(false);
    // Refreshed once: the sweep finds nothing more to do for it.
    expect(await planEndedCardRefreshes(orm.em.fork(), null)).toBe(0);
  });
});
