import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPanelClient } from '../support/admin-fixtures.ts';
import { planId, signedInClient } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The plans' platform words (description, feature lines) in the reader's language: the seeded ones translated, an
// admin's own words as written; the admin panel always shows and edits what is stored.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface PlanView {
  id: number;
  code: string | null;
  description: string | null;
  features: string[];
}

const RUSSIAN = { 'accept-language': 'ru-RU,ru;q=0.9' };
const CYRILLIC = { cookie: 'lang=uz-Cyrl' };
const plans = async (headers: Record<string, string> = {}) =>
  (await app.client().get('/api/subscription-plans', headers)).body as PlanView[];
const byCode = (list: PlanView[], code: string) => list.find((plan) => plan.code === code) as PlanView;

describe('the plans in the reader’s language', () => {
  it('answers the seeded plans in Russian and in Cyrillic, every line translated, and Uzbek as stored', async () => {
    const uz = await plans();
    expect(byCode(uz, 'freemium')).toMatchObject({
      description: 'Boshlash uchun bepul reja',
      features: ['3 ta xizmat', 'Oyiga 50 ta uchrashuv', 'Ommaviy bron sahifasi', 'Telegram va email eslatmalar'],
    });

    const ru = await plans(RUSSIAN);
    expect(byCode(ru, 'freemium')).toMatchObject({
      description: 'Бесплатный тариф, чтобы начать',
      features: ['3 услуги', '50 записей в месяц', 'Публичная страница записи', 'Напоминания в Telegram и по email'],
    });
    expect(byCode(ru, 'business').features).toContain('30 дней бесплатного пробного периода');
    // No seeded line is left in Uzbek for a Russian reader.
    const brands = /Telegram|email|Google Meet/g;
    for (const plan of ru)
      for (const line of [plan.description ?? '', ...plan.features]) expect(line.replace(brands, '')).not.toMatch(/[a-z]{3}/);

    const cyrillic = await plans(CYRILLIC);
    expect(byCode(cyrillic, 'premium')).toMatchObject({
      description: 'Онлайн учрашувлар ва тўлиқ имкониятлар',
      features: ['Чексиз хизматлар', 'Чексиз учрашувлар', 'Олдиндан тўлов (депозит) қабул қилиш', 'Ҳисоботлар', 'Google Meet ҳаволалари'],
    });
  });

  it("keeps an admin's own words as written, and the admin panel shows the stored text whatever its language", async () => {
    const { client } = await adminPanelClient(app);
    const id = await planId(client, 'asosiy');
    const edited = await client.put(`/api/admin/subscription-plans/${id}`, {
      description: 'Kichik salonlar uchun eng qulay reja',
      features: ['10 ta xizmat', 'Bepul maslahat'],
    });
    expect(edited.status).toBe(200);

    const asosiy = byCode(await plans(RUSSIAN), 'asosiy');
    expect(asosiy.description).toBe('Kichik salonlar uchun eng qulay reja');
    expect(asosiy.features).toEqual(['10 услуг', 'Bepul maslahat']);

    const stored = (await client.get('/api/admin/subscription-plans', RUSSIAN)).body as PlanView[];
    expect(byCode(stored, 'asosiy').features).toEqual(['10 ta xizmat', 'Bepul maslahat']);
  });

  it('gives a provider their own plan in their reading language', async () => {
    const client = await signedInClient(app);
    const chosen = await client.post('/api/select-subscription-plan', { planId: await planId(client, 'freemium') }, RUSSIAN);
    expect(chosen.status).toBe(200);
    expect(chosen.body.plan.description).toBe('Бесплатный тариф, чтобы начать');
    // (A cookie header here would replace the session's: the language comes by Accept-Language.)
    const mine = await client.get('/api/my-subscription', { 'accept-language': 'uz-Cyrl' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.plan.features).toContain('Ойига 50 та учрашув');
  });
});
