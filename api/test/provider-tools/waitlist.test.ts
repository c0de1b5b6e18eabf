import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WaitlistJoinResponse } from '../../src/contracts/responses.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { readMail } from '../support/identity-mail.ts';
import { startTestApp } from '../support/test-app.ts';
import { startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { freeTimes } from './support.ts';

// The whole app with its extensions: the fake Bot API and a real SMTP server on loopback receive the offers.
let smtp: SmtpSink;
let t: TelegramTestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  t = await startTelegramApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const phone = (i: number) => `+998 93 ${String(100 + i)} 44 ${String(10 + i).slice(-2)}`;
const waiter = (serviceId: number, date: string, i: number, extra: Record<string, unknown> = {}) => ({
  serviceId,
  date,
  name: `Mijoz ${i}`,
  phone: phone(i),
  ...extra,
});

/** A provider whose day has exactly one time (10:00), already booked: a full day. */
async function fullDay() {
  const provider = await providerWithService(t.app);
  const date = daysAhead(3);
  const put = await provider.client.put(`/api/date-overrides/${date}`, { times: ['10:00'] });
  expect(put.status).toBe(200);
  const taken = await t.app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, '10:00'));
  expect(taken.status).toBe(201);
  expect(await freeTimes(t.app, provider.service.id, date)).toEqual([]);
  return { ...provider, date, taken: taken.body as { id: string; confirmationNumber: string; clientToken: string } };
}

describe('waitlist (POST /api/public/waitlist, DELETE /api/public/waitlist/{id})', () => {
  it('joins once per phone, service and date; at most 20 a day; leaves with the token only', async () => {
    const { service, date } = await fullDay();
    const joined = await t.app.client().post('/api/public/waitlist', waiter(service.id, date, 0));
    expect(joined.status).toBe(201);
    const entry = WaitlistJoinResponse.parse(joined.body);
    const again = await t.app.client().post('/api/public/waitlist', waiter(service.id, date, 0, { phone: '+998931004410' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('allaqachon');

    const rest = await Promise.all(
      Array.from({ length: 21 }, (_, i) => t.app.client().post('/api/public/waitlist', waiter(service.id, date, i + 1))),
    );
    expect(rest.filter((r) => r.status === 201)).toHaveLength(19);
    const refused = rest.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409]);
    expect(refused[0]?.body.message).toContain("to'lgan");

    expect((await t.app.client().delete(`/api/public/waitlist/${entry.id}?token=wrong`)).status).toBe(404);
    expect((await t.app.client().delete(`/api/public/waitlist/${entry.id}`)).status).toBe(404);
    expect((await t.app.client().delete(`/api/public/waitlist/${entry.id}?token=${entry.token}`)).status).toBe(204);
    expect((await t.app.client().delete(`/api/public/waitlist/${entry.id}?token=${entry.token}`)).status).toBe(404);
  });

  it('validates in Uzbek: unknown service 404, past day and bad fields 400', async () => {
    const { service } = await providerWithService(t.app);
    expect((await t.app.client().post('/api/public/waitlist', waiter(999_999, daysAhead(2), 1))).status).toBe(404);
    const past = await t.app.client().post('/api/public/waitlist', waiter(service.id, daysAhead(-2), 1));
    expect(past.status).toBe(400);
    expect(past.body.message).toContain("O'tgan kun");
    const bad = await t.app.client().post('/api/public/waitlist', waiter(service.id, daysAhead(2), 1, { phone: 'abc', name: 'A' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'phone']);
  });

  it('a cancel offers the day to everyone waiting (Telegram, else e-mail); two tap at once: one booking, one polite refusal', async () => {
    const { service, date, taken, user } = await fullDay();
    await t.sql("insert into telegram_chats (username, chat_id) values ('kutuvchi_mijoz', 777001)");
    const first = await t.app.client().post('/api/public/waitlist', waiter(service.id, date, 1, { telegramUsername: '@kutuvchi_mijoz' }));
    const second = await t.app.client().post('/api/public/waitlist', waiter(service.id, date, 2, { email: 'kutuvchi@example.uz' }));
    expect([first.status, second.status]).toEqual([201, 201]);

    const cancelled = await t.app.client().post(`/api/public/bookings/${taken.id}/cancel`, {
      confirmationNumber: taken.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
    });
    expect(cancelled.status).toBe(200);

    const offer = await t.fake.waitFor((call) => call.method === 'sendMessage' && call.payload.chat_id === 777001);
    expect(offer.payload.text).toContain("bo'sh vaqt chiqdi");
    const link = offer.payload.reply_markup.inline_keyboard[0][0].url as string;
    expect(link).toBe(`${t.publicUrl}/u/${user.username}?service=${service.id}&date=${date}`);
    const mail = await smtp.waitFor((m) => m.to.includes('kutuvchi@example.uz'));
    expect(readMail(mail.raw).text).toContain(link);
    expect(await freeTimes(t.app, service.id, date)).toEqual(['10:00']);

    // Both tap the link and book the freed time at once: the exclusion constraint lets one in.
    const [a, b] = await Promise.all([
      t.app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { name: 'Mijoz 1', phone: phone(1) })),
      t.app.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00', { name: 'Mijoz 2', phone: phone(2) })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ code: 'slot_taken', message: 'Bu vaqt band. Iltimos, boshqa vaqtni tanlang' });
    const live = await t.sql("select count(*)::int as n from bookings where service_id = ? and date = ? and status <> 'cancelled'", [
      service.id,
      date,
    ]);
    expect(live[0]?.n).toBe(1);
    // Each waiting client gets one offer only.
    const offers = await t.sql("select count(*)::int as n from background_jobs where kind = 'waitlist_offer' and key in (?, ?)", [
      first.body.id,
      second.body.id,
    ]);
    expect(offers[0]?.n).toBe(2);
  });

  it('removing a day off offers the reopened day', async () => {
    const { client, service } = await providerWithService(t.app);
    const date = daysAhead(5);
    const off = await client.post('/api/time-off', { from: date, to: date });
    const joined = await t.app.client().post('/api/public/waitlist', waiter(service.id, date, 3, { email: 'qayta@example.uz' }));
    expect(joined.status).toBe(201);
    expect((await client.delete(`/api/time-off/${off.body.id}`)).status).toBe(204);
    const mail = await smtp.waitFor((m) => m.to.includes('qayta@example.uz'));
    expect(readMail(mail.raw).subject).toContain("bo'sh vaqt chiqdi");
  });
});

describe('waitlist joins from one address', () => {
  it('are limited to 10 an hour per business (429 with Retry-After)', async () => {
    const limited = await startTestApp();
    try {
      const { service } = await providerWithService(limited);
      const client = limited.client();
      const replies = [];
      for (let i = 0; i < 11; i += 1) replies.push(await client.post('/api/public/waitlist', waiter(service.id, daysAhead(2 + i), i)));
      expect(replies.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(replies[10]?.status).toBe(429);
      expect(replies[10]?.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
