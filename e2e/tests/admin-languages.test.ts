import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../support/admin.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The operators' screens and the provider's plans page in Russian, at 1280 px and on a 375 px phone. The
 * Russian texts are written here (not imported from web/), so a screen left in Uzbek fails.
 */
const e2e = useE2eHarness();

async function fitsTheScreen(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describe('the admin panel and the plans page in Russian', () => {
  it('signs in to the admin panel and reads its dashboard, users and plans in Russian', async () => {
    const { page, errors } = await newVisitor(e2e.browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await page.goto(`${e2e.app.url}/admin/login?lang=ru`);
    await page.getByRole('heading', { name: 'Админ-панель', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText('Введите логин').waitFor();
    await page.getByLabel('Логин или email').fill(DEMO_ADMIN.username);
    await page.getByLabel('Пароль').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`${e2e.app.url}/admin/dashboard`);

    await page.getByRole('heading', { name: 'Панель управления', level: 1 }).waitFor();
    expect(await readText(page.getByRole('list', { name: 'Общие показатели' }))).toContain('Активные подписки');
    const tabs = page.getByRole('tablist', { name: 'Разделы админ-панели' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Пользователи', 'Подписки', 'Тарифы', 'Активность']);
    const users = page.getByRole('table', { name: 'Пользователи' });
    await users.waitFor();
    expect(await readText(users)).toContain('Администратор платформы');
    await page.getByRole('heading', { name: 'Записи по дням (последние 30 дней)' }).waitFor();
    await page.getByRole('img', { name: /^Всего \d+ (запись|записи|записей) за 30 дней$/ }).waitFor();
    await fitsTheScreen(page, 'admin dashboard');

    await tabs.getByRole('tab', { name: 'Тарифы' }).click();
    await page.getByRole('button', { name: 'Новый тариф' }).waitFor();
    expect(await readText(page.getByRole('main'))).toMatch(/Записи: (до \d+ в месяц|без ограничений)/);

    await page.goto(`${e2e.app.url}/admin/subscription-plans?lang=ru`);
    await page.getByRole('heading', { name: 'Тарифы', level: 1 }).waitFor();
    await page.getByText('Изменения тарифов действуют только для новых заказов.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the provider their plans page in Russian on a phone', async () => {
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, reducedMotion: 'reduce' });
    await page.goto(`${e2e.app.url}/auth?lang=ru`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Пароль').fill(DEMO.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto(`${e2e.app.url}/user/subscription?lang=ru`);
    await page.getByRole('heading', { name: 'Тарифы', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Частые вопросы' }).waitFor();
    const main = await readText(page.getByRole('main'));
    expect(main).toContain('Почему Premium?');
    expect(main).toMatch(/\d+ (мастер|мастера|мастеров)|Мастера без ограничений/);
    expect(main).not.toContain('usta');
    // The platform's own plan words come from the API in the reader's language too.
    expect(main).toContain('Бесплатный тариф, чтобы начать');
    expect(main).toContain('Приём предоплаты (депозита)');
    expect(main).not.toContain('Boshlash uchun bepul reja');
    await fitsTheScreen(page, 'plans page');
    expect(errors).toEqual([]);
  });
});
