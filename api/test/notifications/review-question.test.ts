import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planAfterVisitNotices } from '../../src/features/notifications/review-question.queries.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { moveVisitIntoPast } from '../support/past-visit.ts';
import { startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from '../telegram/support/updates.ts';
import { startMailApp, type MailTestApp } from './support/mail-app.ts';
import { mimeParts } from './support/mime.ts';

/** A plain text message (no command) from `user`, as Telegram delivers it. */
let textUpdateId = 950_000_000;
function textUpdate(user: TestUser, text: string) {
  textUpdateId += 1;
  return {
    update_id: textUpdateId,
    message: {
      message_id: textUpdateId,
      date: Math.floor(Date.now() / 1000),
      from: { id: user.id, is_bot: false, first_name: user.first_name },
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      text,
    },
  };
}

describe('the review question by Telegram', () => {
  let t: TelegramTestApp;
  beforeAll(async () => {
    t = await startTelegramApp();
  });
  afterAll(() => t.close());

  it('goes through the outbox an hour after the visit; a star press records the rating, the next text the comment', async () => {
    const { service, user: provider } = await providerWithService(t.app);
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '10:00', { email: null }));
    expect(booked.status).toBe(201);
    const client: TestUser = { id: 7101, first_name: 'Dilnoza' };
    await t.deliver(commandUpdate(client, `/start ${new URL(booked.body.telegramLink).searchParams.get('start')}`));

    await moveVisitIntoPast(t.app, booked.body.id, 95);
    t.app.qabul.deps.notify();
    const question = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === client.id && /qanday o‘tdi/.test(c.payload.text),
    );
    const stars = question.payload.reply_markup.inline_keyboard[0];
    expect(stars).toHaveLength(5);
    expect(stars[4].text).toBe('⭐⭐⭐⭐⭐');
    expect(stars[4].callback_data).toBe(`rv:5:${booked.body.id}`);

    // Someone else's chat pressing the same button is refused and records nothing.
    const stranger: TestUser = { id: 7102, first_name: 'Begona' };
    const message = { message_id: 1, text: question.payload.text, reply_markup: question.payload.reply_markup };
    expect((await t.deliver(callbackUpdate(stranger, stars[0].callback_data, message))).status).toBe(200);
    const refusal = await t.fake.waitFor((c) => c.method === 'answerCallbackQuery' && c.payload.show_alert === true);
    expect(refusal.payload.text).toMatch(/sizniki emas/);
    expect(await t.sql('select rating from reviews where booking_id = ?', [booked.body.id])).toEqual([]);

    expect((await t.deliver(callbackUpdate(client, stars[4].callback_data, message))).status).toBe(200);
    expect(await t.sql('select rating, comment from reviews where booking_id = ?', [booked.body.id])).toEqual([
      { rating: 5, comment: null },
    ]);
    await t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === client.id && /fikringizni yozib/.test(c.payload.text));
    // A second press (an old message, a double tap) is told it was already rated.
    await t.deliver(callbackUpdate(client, stars[0].callback_data, message));
    await t.fake.waitFor((c) => c.method === 'answerCallbackQuery' && /allaqachon/.test(String(c.payload.text)));

    expect((await t.deliver(textUpdate(client, 'Usta juda ehtiyotkor, rahmat!'))).status).toBe(200);
    await t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === client.id && /fikringiz saqlandi/.test(c.payload.text));
    expect(await t.sql('select rating, comment from reviews where booking_id = ?', [booked.body.id])).toEqual([
      { rating: 5, comment: 'Usta juda ehtiyotkor, rahmat!' },
    ]);
    const summary = await t.app.client().get(`/api/public/reviews/${provider.username}`);
    expect(summary.body).toMatchObject({ average: 5, count: 1 });
    // Asked once: the question's row ends sent (after a wait Telegram may ask for) and no second one is planned.
    await expect
      .poll(
        () => t.sql(`select status from reminder_schedules where booking_id = ? and reminder_type = 'review_request'`, [booked.body.id]),
        {
          timeout: 15_000,
        },
      )
      .toEqual([{ status: 'sent' }]);
  });

  it('sends the provider "Mijoz keldimi?" at the visit\'s end; "Kelmadi" there marks the no-show, and the client is not asked', async () => {
    const provider = await providerWithService(t.app);
    const providerChat: TestUser = { id: 7201, first_name: 'Aziz', username: 'usta_kelmadi' };
    const { body: link } = await provider.client.post('/api/telegram/link-token');
    await t.deliver(commandUpdate(providerChat, `/start ${new URL(link.link).searchParams.get('start')}`));
    const booked = await t.app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(provider.service.id, daysAhead(4), '15:00', { email: 'kelmagan@example.uz', name: 'Sardor Aliyev' }),
      );
    // Over for ten minutes: the provider's notice is due, the client's question not yet.
    await moveVisitIntoPast(t.app, booked.body.id, 40);
    // Someone else's button press is refused before anything else happens.
    const stranger: TestUser = { id: 7202, first_name: 'Begona' };
    const strangerPress = callbackUpdate(stranger, `bk:noshow:${booked.body.id}`, { message_id: 1, text: 'x' });
    expect((await t.deliver(strangerPress)).status).toBe(200);
    await t.fake.waitFor(
      (c) => c.method === 'answerCallbackQuery' && c.payload.show_alert === true && /siz uchun emas/.test(String(c.payload.text)),
    );
    t.app.qabul.deps.notify();
    const notice = await t.fake.waitFor(
      (c) => c.method === 'sendMessage' && c.payload.chat_id === providerChat.id && /Mijoz keldimi/.test(c.payload.text),
    );
    expect(notice.payload.text).toContain('Sardor Aliyev');
    const button = notice.payload.reply_markup.inline_keyboard[0][0];
    expect(button).toEqual({ text: 'Kelmadi', callback_data: `bk:noshow:${booked.body.id}` });
    const press = callbackUpdate(providerChat, button.callback_data, { message_id: 2, text: notice.payload.text });
    expect((await t.deliver(press)).status).toBe(200);
    await t.fake.waitFor((c) => c.method === 'editMessageText' && /Kelmadi» deb belgilandi/.test(String(c.payload.text)));
    expect(await t.sql('select status from bookings where id = ?', [booked.body.id])).toEqual([{ status: 'no_show' }]);
    // Two hours on, the client who did not come is not asked for a review.
    await planAfterVisitNotices(t.app.qabul.database.orm.em.fork(), new Date(Date.now() + 2 * 3_600_000));
    expect(
      await t.sql(`select 1 from reminder_schedules where booking_id = ? and reminder_type = 'review_request'`, [booked.body.id]),
    ).toEqual([]);
  });
});

describe('the review question by e-mail', () => {
  let m: MailTestApp;
  beforeAll(async () => {
    m = await startMailApp();
  });
  afterAll(() => m.close());

  it('links to the rating page with the booking and its token, which the review call accepts', async () => {
    const { service } = await providerWithService(m.app);
    const booked = await m.app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '12:00', { email: 'baho@example.uz' }));
    await moveVisitIntoPast(m.app, booked.body.id, 120);
    m.app.qabul.deps.notify();
    const mail = await m.smtp.waitFor(
      (x) => x.to.includes('baho@example.uz') && mimeParts(x.raw).some((part) => part.body.includes('/review/')),
    );
    const text = mimeParts(mail.raw).find((part) => /text\/plain/.test(part.headers['content-type'] ?? ''))?.body ?? '';
    const link = new URL(/(http\S+\/review\/\S+)/.exec(text)?.[1] ?? '');
    expect(link.origin).toBe(m.publicUrl);
    expect(link.pathname).toBe(`/review/${booked.body.id}`);
    const token = link.searchParams.get('token');
    expect(token).toBe(booked.body.clientToken);
    const review = await m.app.client().post('/api/public/reviews', { bookingId: booked.body.id, token, rating: 4, comment: 'Yaxshi' });
    expect(review.status).toBe(201);
  });
});
