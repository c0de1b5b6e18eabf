import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_ADMIN } from '../support/admin.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The landing page in Russian (a phone and a desktop) and the platform admin's payment check in Uzbek Cyrillic.
 * The expected texts are written here, not imported from web/, so a missing translation fails.
 */
const e2e = useE2eHarness();
const shots = path.join(artifactsDir, 'languages');

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
});

/**
 * Nothing runs past the screen's edge (Russian runs longest). The landing clips its own overflow, so the page never
 * scrolls sideways: what is cut off has to be found element by element.
 */
async function fitsTheScreen(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth, pastTheEdge } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll('main *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && (box.right > width + 0.5 || box.left < -0.5);
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      pastTheEdge: past.map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
    };
  });
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect(pastTheEdge, `${where}: cut off at the edge`).toEqual([]);
}

describe('the landing page and the payment check in other languages', () => {
  it('shows the landing page in Russian on a phone (the browser speaks Russian) and on a desktop (?lang=ru)', async () => {
    const phone = await newVisitor(e2e.browser, { ...PHONE, locale: 'ru-RU', reducedMotion: 'reduce' });
    const desktop = await newVisitor(e2e.browser, { reducedMotion: 'reduce' });
    for (const [visitor, url, width] of [
      [phone, `${e2e.app.url}/`, 375],
      [desktop, `${e2e.app.url}/?lang=ru`, 1280],
    ] as const) {
      const { page, errors } = visitor;
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: 'Клиенты записываются к вам онлайн 24/7' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      // The sample card, stopped on its first specialist: the name as written, the trade, city and next time in Russian.
      const sample = page.getByTestId('sample-card');
      expect(await sample.getAttribute('aria-label')).toBe('Пример: карточка специалиста');
      await sample.getByRole('button', { name: 'Остановить прокрутку' }).click();
      await sample.getByRole('button', { name: 'Специалист 1' }).click();
      const card = await readText(sample);
      expect(card).toContain('Aziz Karimov');
      expect(card).toContain('Парикмахер · Ташкент');
      expect(card).toContain('Свободно: Сегодня, 15:30');
      // Every sample card fits: the longest trade and next time run widest.
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
        await sample.getByRole('button', { name: `Специалист ${n}` }).click();
        await fitsTheScreen(page, `the Russian landing at ${width} px, sample ${n}`);
      }
      await sample.getByRole('button', { name: 'Специалист 1' }).click();
      await page.getByRole('heading', { level: 2, name: 'Всё нужное в одном месте' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Автоматические напоминания' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Тарифы' }).waitFor();
      expect(await readText(page.getByRole('main'))).toContain('Рустам, парикмахер');
      await page.getByRole('link', { name: 'Зарегистрироваться бесплатно' }).waitFor();
      await fitsTheScreen(page, `the Russian landing at ${width} px`);
      await page.screenshot({ path: path.join(shots, `ru-landing-${width}.png`), fullPage: true, animations: 'disabled' });
      expect(errors).toEqual([]);
    }
  });

  it('shows the payment check in Uzbek Cyrillic to a platform admin, its own amount check included', async () => {
    const { page, errors } = await newVisitor(e2e.browser);
    await signIn(page, e2e.app.url, DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password);
    await page.goto(`${e2e.app.url}/test-payment?lang=uz-Cyrl`);
    await page.getByRole('heading', { level: 1, name: 'Тест тўлов' }).waitFor();
    const amount = page.getByLabel('Сумма (сўм)');
    await amount.fill('999');
    await page.getByRole('button', { name: 'Тест тўловни яратиш' }).click();
    await page.getByText('Сумма 1 000 дан 100 000 000 сўмгача бутун сон бўлиши керак').waitFor();
    await amount.fill('25000');
    await page.getByRole('button', { name: 'Тест тўловни яратиш' }).click();
    await page.getByTestId('payment-check-answer').waitFor();
    for (const name of ['Тўлов', 'Муаммоларни ҳал қилиш', 'Webhook (Endpoint URL)', 'Эслатма', 'Огоҳлантириш']) {
      await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    }
    expect(await readText(page.getByTestId('payment-check-testPayment'))).toContain('Муҳит');
    // What the server says in the check comes in the reader's language too.
    const answer = await readText(page.getByTestId('payment-check-answer'));
    expect(answer).toContain('Синов тўлови');
    expect(answer).toContain('Синов калити фақат test.paycom.uz билан ишлайди.');
    expect(answer).not.toContain('Diqqat');

    await page.goto(`${e2e.app.url}/real-payment?lang=uz-Cyrl`);
    await page.getByRole('heading', { level: 1, name: 'Ҳақиқий тўлов' }).waitFor();
    await page.getByText('Диққат: ҳақиқий пул').waitFor();
    expect(errors).toEqual([]);
  });
});
