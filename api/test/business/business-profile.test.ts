import { BACKGROUND } from '../../src/background.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessResponse } from '../../src/contracts/responses.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { inviteAndSignIn, salon } from '../staff/support.ts';
import { providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// GET/PUT /api/business over HTTP against the real app and PostgreSQL (DECISIONS.md, "The business on its page").
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  app = await startTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: '1' }, { background: BACKGROUND });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const MALIKA = {
  businessName: '  Malika Beauty  ',
  category: 'beauty_salon',
  address: "Toshkent, Amir Temur ko'chasi 15",
  landmark: 'Oybek metrosi yonida',
  location: { lat: 41.2995, lng: 69.2401 },
  phone: '+998 90 123-45-67',
  telegram: 'https://t.me/malika_beauty',
  instagram: '@malika.beauty',
  description: "Soch, tirnoq va qosh: bir joyda, o'z vaqtida.",
};

describe('GET /api/business', () => {
  it('answers a provider who filled in nothing under their own name, as before', async () => {
    const { client } = await providerWithService(app);
    const reply = await client.get('/api/business');
    expect(reply.status).toBe(200);
    expect(BusinessResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body).toMatchObject({ businessName: null, name: 'Aziz Karimov', category: null, logo: null, cover: null, gallery: [] });
  });

  it('needs sign-in', async () => {
    expect((await app.client().get('/api/business')).status).toBe(401);
    expect((await app.client().put('/api/business', MALIKA)).status).toBe(401);
  });

  it("is the owner's alone: an invited master gets 404, as for the rest of the business", async () => {
    const team = await salon(app, 1);
    const master = await inviteAndSignIn(app, smtp, team.client, team.masters[0]!, [team.service.id]);
    expect((await master.client.get('/api/business')).status).toBe(404);
    const write = await master.client.put('/api/business', { businessName: 'Boshqa nom' });
    expect(write.status).toBe(404);
    expect((await team.client.get('/api/business')).body.businessName).toBeNull();
  });
});

describe('PUT /api/business', () => {
  it('saves the profile, reading the phone as E.164 and the usernames without their links', async () => {
    const { client } = await providerWithService(app);
    const reply = await client.put('/api/business', MALIKA);
    expect(reply.status).toBe(200);
    expect(BusinessResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body).toMatchObject({
      businessName: 'Malika Beauty',
      name: 'Malika Beauty',
      category: 'beauty_salon',
      address: "Toshkent, Amir Temur ko'chasi 15",
      landmark: 'Oybek metrosi yonida',
      location: { lat: 41.2995, lng: 69.2401 },
      phone: '+998901234567',
      telegram: 'malika_beauty',
      instagram: 'malika.beauty',
    });
    expect((await client.get('/api/business')).body).toEqual(reply.body);
  });

  it('changes only the fields sent; null or an empty text clears one, and a cleared name falls back to the owner', async () => {
    const { client } = await providerWithService(app);
    await client.put('/api/business', MALIKA);
    const partial = await client.put('/api/business', { description: 'Yangi tavsif', landmark: '' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      businessName: 'Malika Beauty',
      phone: '+998901234567',
      description: 'Yangi tavsif',
      landmark: null,
    });
    const cleared = await client.put('/api/business', { businessName: null, location: null });
    expect(cleared.body).toMatchObject({ businessName: null, name: 'Aziz Karimov', location: null, category: 'beauty_salon' });
  });

  it.each([
    ['businessName', { businessName: 'M' }],
    ['businessName', { businessName: 'x'.repeat(81) }],
    ['category', { category: 'bakery' }],
    ['location.lat', { location: { lat: 91, lng: 69 } }],
    ['location.lng', { location: { lat: 41, lng: -181 } }],
    ['phone', { phone: '12' }],
    ['phone', { phone: '+998 90 12' }],
    ['telegram', { telegram: '@abc' }],
    ['instagram', { instagram: 'bad name!' }],
    ['description', { description: 'x'.repeat(1001) }],
  ] as Array<[string, Record<string, unknown>]>)('refuses a bad %s with 400 and writes nothing', async (field, body) => {
    const { client } = await providerWithService(app);
    await client.put('/api/business', MALIKA);
    const before = (await client.get('/api/business')).body;
    const reply = await client.put('/api/business', { ...body, description: body.description ?? 'Boshqa tavsif' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(Object.keys(reply.body.errors)).toContain(field);
    expect((await client.get('/api/business')).body).toEqual(before);
  });

  it("answers in the reader's language", async () => {
    const { client } = await providerWithService(app);
    const reply = await client.put('/api/business', { category: 'bakery' }, { 'accept-language': 'ru' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Выберите вид деятельности из списка');
  });

  it('keeps one row when two first saves arrive at once', async () => {
    const { client } = await providerWithService(app);
    const replies = await Promise.all([
      client.put('/api/business', { businessName: 'Birinchi' }),
      client.put('/api/business', { category: 'barbershop' }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect((await client.get('/api/business')).body).toMatchObject({ businessName: 'Birinchi', category: 'barbershop' });
  });
});
