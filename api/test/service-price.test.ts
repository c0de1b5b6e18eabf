import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * A service's price (DECISIONS.md "Every word in the reader's language"): an amount in tiyin (`priceAmount`,
 * optional, `priceFrom` for "dan" / "from") that every reader sees in their language, or the provider's own text,
 * kept as typed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const base = { name: 'Manikyur', description: 'Klassik manikyur', duration: 60 };

describe('a service priced by an amount', () => {
  it('stores the amount and "from", and writes the Uzbek text when the provider gave none', async () => {
    const { client, user } = await providerWithService(app);
    const created = await client.post('/api/services', { ...base, priceAmount: 8_000_000, priceFrom: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ priceAmount: 8_000_000, priceFrom: true, price: "80 000 so'mdan" });
    const publicList = (await app.client().get(`/api/public/services/${user.username}`)).body as Array<Record<string, unknown>>;
    expect(publicList.find((s) => s.id === created.body.id)).toMatchObject({ priceAmount: 8_000_000, priceFrom: true });
  });

  it('is free at 0, and "from" means nothing for a free service', async () => {
    const { client } = await providerWithService(app);
    const free = await client.post('/api/services', { ...base, priceAmount: 0, priceFrom: true });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ priceAmount: 0, priceFrom: false, price: 'Bepul' });
  });

  it('reads a typed plain amount as an amount, and keeps any other text as typed with no amount', async () => {
    const { client } = await providerWithService(app);
    const typed = await client.post('/api/services', { ...base, price: '50 ming so‘mdan' });
    expect(typed.body).toMatchObject({ priceAmount: 5_000_000, priceFrom: true, price: '50 ming so‘mdan' });
    const words = await client.post('/api/services', { ...base, price: 'Kelishiladi' });
    expect(words.status).toBe(201);
    expect(words.body).toMatchObject({ priceAmount: null, priceFrom: false, price: 'Kelishiladi' });
    // An edit that clears the amount leaves the text as the price.
    const edited = await client.put(`/api/services/${typed.body.id}`, { ...base, price: '80-100 ming', priceAmount: null });
    expect(edited.body).toMatchObject({ priceAmount: null, price: '80-100 ming' });
  });

  it('refuses a service with no price at all and a bad amount, in the reader’s language, writing nothing', async () => {
    const { client } = await providerWithService(app);
    const before = (await client.get('/api/services')).body.length;
    const none = await client.post('/api/services', { ...base, price: '' }, { 'accept-language': 'ru' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ price: 'Введите цену' });
    for (const priceAmount of [-100, 1.5, '8000000', 2_000_000_001]) {
      const bad = await client.post('/api/services', { ...base, priceAmount }, { 'accept-language': 'ru' });
      expect(bad.status, String(priceAmount)).toBe(400);
      expect(bad.body.errors.priceAmount).toBe('Цена — целое число сумов, 0 или больше');
    }
    expect((await client.get('/api/services')).body).toHaveLength(before);
  });
});
