import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uzRu } from '../../src/contracts/messages.ru.ts';
import { uz } from '../../src/contracts/messages.uz.ts';
import { uzCyrl } from '../../src/contracts/messages.uz-cyrl.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// API errors in the reader's language (DECISIONS.md "Languages"): the `lang` cookie, else Accept-Language,
// else Uzbek (Latin); `code` never changes.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const RUSSIAN = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' };
const CYRILLIC = { cookie: 'lang=uz-Cyrl' };

async function takenSlot() {
  const { service } = await providerWithService(app);
  const body = bookingBody(service.id, daysAhead(5), '12:00');
  expect((await app.client().post('/api/public/bookings', body)).status).toBe(201);
  return body;
}

describe('API errors in three languages', () => {
  it('answers a taken slot in Russian with Accept-Language: ru, the code unchanged', async () => {
    const body = await takenSlot();
    const reply = await app.client().post('/api/public/bookings', { ...body, phone: '+998 90 111 22 33' }, RUSSIAN);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ code: 'slot_taken', message: uzRu.booking.slotTaken });
    expect(reply.body.message).toBe('Это время уже занято. Пожалуйста, выберите другое');
  });

  it('answers in Uzbek Cyrillic with the lang cookie, which wins over Accept-Language', async () => {
    const body = await takenSlot();
    const reply = await app.client().post('/api/public/bookings', { ...body, phone: '+998 90 111 22 34' }, { ...CYRILLIC, ...RUSSIAN });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ code: 'slot_taken', message: uzCyrl.booking.slotTaken });
    expect(reply.body.message).toBe('Бу вақт банд. Илтимос, бошқа вақтни танланг');
  });

  it('answers in Uzbek (Latin) by default and for languages it does not speak', async () => {
    const body = await takenSlot();
    for (const headers of [{}, { 'accept-language': 'en-US,de;q=0.8' }] as Record<string, string>[]) {
      const reply = await app.client().post('/api/public/bookings', { ...body, phone: '+998 90 111 22 35' }, headers);
      expect(reply.body).toEqual({ code: 'slot_taken', message: uz.booking.slotTaken });
    }
  });

  it('gives every field error of a refused form in Russian', async () => {
    const { service } = await providerWithService(app);
    const bad = bookingBody(service.id, daysAhead(2), '10:00', { name: 'A', phone: '123', email: 'bad', telegramUsername: '@ab' });
    const reply = await app.client().post('/api/public/bookings', bad, RUSSIAN);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.errors).toEqual({
      name: 'Введите полное имя',
      phone: 'Введите правильный номер телефона',
      email: 'Введите правильный email',
      telegramUsername: 'Введите правильный username в Telegram (@username)',
    });
    expect(reply.body.message).toBe('Введите полное имя');
  });

  it('fills a template in the reader language, with its value, in Cyrillic and in Russian', async () => {
    const { service } = await providerWithService(app);
    const body = await takenSlot();
    const cyrillic = await app.client().post('/api/public/bookings', { ...body, serviceId: service.id, date: daysAhead(400) }, CYRILLIC);
    // "Bu sanaga hali yozilib bo'lmaydi: yozilish {days} kun oldingacha ochiq", filled with the service's days.
    expect(cyrillic.status).toBe(409);
    expect(cyrillic.body.message).toBe('Бу санага ҳали ёзилиб бўлмайди: ёзилиш 90 кун олдингача очиқ');
    const russian = await app.client().post('/api/public/bookings', { ...body, serviceId: service.id, date: daysAhead(400) }, RUSSIAN);
    expect(russian.body).toEqual({
      code: cyrillic.body.code,
      message: 'На эту дату пока нельзя записаться: запись открыта на 90 дней вперёд',
    });
  });

  it("translates zod's own messages (rules whose schema names no text) in Russian and Cyrillic", async () => {
    const body = bookingBody(0, daysAhead(2), '10:00');
    const latin = await app.client().post('/api/public/bookings', body);
    const russian = await app.client().post('/api/public/bookings', body, RUSSIAN);
    const cyrillic = await app.client().post('/api/public/bookings', body, CYRILLIC);
    for (const reply of [latin, russian, cyrillic]) expect([reply.status, reply.body.code]).toEqual([400, 'validation']);
    expect(latin.body.errors.serviceId).toMatch(/[a-z]/);
    expect(russian.body.errors.serviceId).toMatch(/[а-я]/);
    expect(russian.body.errors.serviceId).not.toBe(latin.body.errors.serviceId);
    expect(cyrillic.body.errors.serviceId).toMatch(/[а-яўқғҳ]/);
    expect(cyrillic.body.errors.serviceId).not.toBe(russian.body.errors.serviceId);
  });

  it('answers a library-made 404 in the reader language as well', async () => {
    const reply = await app.client().get('/api/no-such-thing', RUSSIAN);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 'not_found', message: uzRu.notFound.route });
  });
});
