import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { measureOverflow } from '../../scripts/gallery/checks.mjs';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';

/**
 * The screens a client reads once booked, on a 375 px phone in the three languages: the public page's success step,
 * the booking's own page (/booking-success) and the Mini App's success screen. Russian labels run longest
 * («Номер подтверждения», «Связаться со специалистом»): they wrap inside their boxes, nothing sticks out.
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

const LANGUAGES = ['uz', 'uz-Cyrl', 'ru'] as const;
/** The words a client presses and reads on the way to the success step. */
const WORDS = {
  uz: {
    nextMonth: 'Keyingi oy',
    continue: 'Davom etish',
    back: 'Orqaga',
    noTime: "Bu kunda bo'sh vaqt yo'q",
    name: 'Ism va familiya',
    phone: 'Telefon raqam',
    submit: 'Tasdiqlash',
  },
  'uz-Cyrl': {
    nextMonth: 'Кейинги ой',
    continue: 'Давом этиш',
    back: 'Орқага',
    noTime: 'Бу кунда бўш вақт йўқ',
    name: 'Исм ва фамилия',
    phone: 'Телефон рақам',
    submit: 'Тасдиқлаш',
  },
  ru: {
    nextMonth: 'Следующий месяц',
    continue: 'Продолжить',
    back: 'Назад',
    noTime: 'На этот день свободного времени нет',
    name: 'Имя и фамилия',
    phone: 'Номер телефона',
    submit: 'Подтвердить',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A salon's page with a phone (the booking's own page then offers to call it): the success step on a fixed day. */
async function bookOnPublicPage(page: Page, w: Words, serviceId: number, date: string, phone: string): Promise<void> {
  await page.getByTestId(`service-${serviceId}`).click();
  // A day of next month is chosen once its month is shown.
  if (date.slice(0, 7) !== todayIn().slice(0, 7)) await page.getByRole('button', { name: w.nextMonth }).click();
  await page.locator(`[data-date="${date}"]`).click();
  await page.getByRole('button', { name: w.continue }).click();
  await page.locator('[data-time="10:00"]').click();
  await page.getByRole('button', { name: w.continue }).click();
  await page.getByLabel(w.name).fill('Anna Petrova');
  await page.getByLabel(w.phone).fill(phone);
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await page.getByTestId('booking-status').waitFor();
}

/**
 * Inside the screen's card, every box stays within the box it sits in (its nearest block ancestor): a label or a
 * value that does not fit wraps instead of running past its column or the card's edge. The gallery's detector sees
 * the page and the blocks' own text; this also sees a nowrap piece inside a value ("1 декабря 2026 г.").
 */
function spillsInsideCard(): string[] {
  const card = document.querySelector('dl.detail-list')?.parentElement;
  if (!card) return ['no detail list on the screen'];
  const found: string[] = [];
  const slack = 1;
  const blockAround = (element: Element): Element | null => {
    for (let up = element.parentElement; up; up = up.parentElement) {
      const display = getComputedStyle(up).display;
      if (display !== 'inline' && display !== 'contents') return up;
    }
    return null;
  };
  for (const element of card.querySelectorAll('*')) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const style = getComputedStyle(element);
    if (style.position === 'absolute' || style.position === 'fixed') continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const around = blockAround(element);
    if (!around || getComputedStyle(around).overflowX !== 'visible') continue;
    const outer = around.getBoundingClientRect();
    const past = Math.max(box.right - outer.right, outer.left - box.left);
    if (past > slack) found.push(`"${(element.textContent ?? '').trim().slice(0, 40)}" runs ${Math.round(past)}px out of its box`);
  }
  return found;
}

/**
 * Every phone number on the screen is on one line: a number broken in its middle ("+998 90 / 555 11 22") reads as
 * two. Each number's text is measured where it is drawn, whatever element holds it.
 */
function phonesBrokenInside(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\+998[\d ]{8,}\d/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
      if (lines.size > 1) found.push(`"${match[0]}" is broken over ${lines.size} lines`);
    }
  }
  return found;
}

async function nothingSticksOut(page: Page, where: string): Promise<void> {
  // One frame after the language's texts are painted.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.screenshot({ path: path.join(artifactsDir, `success-${where.replace(/[^a-z0-9-]+/gi, '-')}.png`), fullPage: true });
  expect(await page.evaluate(measureOverflow), where).toEqual([]);
  expect(await page.evaluate(spillsInsideCard), where).toEqual([]);
  expect(await page.evaluate(phonesBrokenInside), where).toEqual([]);
}

describe('the success screens in three languages, on a 375 px phone and at 1280 px', () => {
  it("the public page's success step and the booking's own page fit the phone", { timeout: 180_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const business = await provider.client.put('/api/business', {
      businessName: 'Malika Beauty',
      phone: '+998 90 123 45 67',
      address: "Toshkent, Chilonzor tumani, Bunyodkor ko'chasi 12",
    });
    expect(business.status).toBe(200);
    for (const [index, language] of LANGUAGES.entries()) {
      const { context, page, errors } = await newVisitor(e2e.browser, PHONE);
      await page.goto(`${e2e.app.url}/${provider.user.username}?lang=${language}`);
      const date = addDays(todayIn(), 1 + index);
      await bookOnPublicPage(page, WORDS[language], provider.service.id, date, `+998 93 555 66 7${index}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await nothingSticksOut(page, `success step, ${language}, 375 px`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await nothingSticksOut(page, `success step, ${language}, 1280 px`);
      await page.setViewportSize(PHONE.viewport!);

      await page.goto(`${await page.getByTestId('own-link').inputValue()}&lang=${language}`);
      await page.locator('dl.detail-list').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await nothingSticksOut(page, `booking page, ${language}, 375 px`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await nothingSticksOut(page, `booking page, ${language}, 1280 px`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the Mini App's success screen fits the phone", { timeout: 120_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    let userId = 779_300_100;
    for (const [offset, language] of LANGUAGES.entries()) {
      const user = { id: userId++, first_name: 'Anna', last_name: 'Petrova', language_code: language === 'uz-Cyrl' ? 'uz' : language };
      const { page, calls, press } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username, {
        context: { viewport: { width: 375, height: 812 } },
        // A Cyrillic reader picks the script on the device; the Mini App keeps it in its storage.
        beforeOpen:
          language === 'uz-Cyrl'
            ? async (page) => {
                await page.addInitScript(() => localStorage.setItem('qabul.lang', 'uz-Cyrl'));
              }
            : undefined,
      });
      await page.getByTestId(`service-${provider.service.id}`).click();
      await page.locator(`[data-date="${addDays(todayIn(), 3 + offset)}"]`).click();
      await page.locator('[data-time="10:00"]').click();
      await press('main_button_pressed');
      await expect.poll(async () => (await calls()).some((c) => c.name === 'web_app_request_phone')).toBe(true);
      await page.locator('input[type="tel"]').first().fill(`+998 90 765 43 2${offset}`);
      await press('main_button_pressed');
      await page.getByTestId('booking-status').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await nothingSticksOut(page, `Mini App success, ${language}, 375 px`);
      await page.context().close();
    }
  });
});
