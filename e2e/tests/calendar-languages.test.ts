import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The calendar, its dialogs, the bookings list and the days-off page in each language at 1280 and 375 px: the
 * reader's own words (written here, not imported, so a wrong text fails), none of the Uzbek Latin ones on a Russian
 * or Cyrillic screen, months named in the reader's language, and nothing wider than the screen. Screenshots of
 * every screen go to e2e/artifacts/calendar-languages for a person to look at.
 */
const e2e = useE2eHarness();
const shots = path.join(artifactsDir, 'calendar-languages');

const WORDS = {
  uz: {
    calendar: ['Kalendar', 'Kun', 'Hafta', 'Bugun', 'Band vaqt', 'Yangi uchrashuv', 'Kutilmoqda', 'Dam olish kuni'],
    sheet: ['Tasdiqlash', "Ko'chirish", 'Bekor qilish'],
    newBooking: ["Farqi yo'q", 'Mijoz tili'],
    bookings: ['Mening uchrashuvlarim', 'Qidirish', 'Davr', 'Kelgusi'],
    foreign: [],
  },
  ru: {
    calendar: ['Календарь', 'День', 'Неделя', 'Сегодня', 'Занятое время', 'Новая запись', 'Ожидает', 'Выходной'],
    sheet: ['Подтвердить', 'Перенести', 'Отменить'],
    newBooking: ['Любой мастер', 'Язык клиента'],
    bookings: ['Мои записи', 'Поиск', 'Период', 'Предстоящие'],
    foreign: ['Band vaqt', 'Yangi uchrashuv', 'Kutilmoqda', 'Bugun', 'Hafta', "Farqi yo'q", 'Dam olish', 'Tasdiqlangan'],
  },
  'uz-Cyrl': {
    calendar: ['Календар', 'Кун', 'Ҳафта', 'Бугун', 'Банд вақт', 'Янги учрашув', 'Кутилмоқда', 'Дам олиш куни'],
    sheet: ['Тасдиқлаш', 'Кўчириш', 'Бекор қилиш'],
    newBooking: ['Фарқи йўқ', 'Мижоз тили'],
    bookings: ['Менинг учрашувларим', 'Қидириш', 'Давр', 'Келгуси'],
    foreign: ['Band vaqt', 'Yangi uchrashuv', 'Kutilmoqda', 'Bugun', 'Hafta', "Farqi yo'q", 'Dam olish', 'Tasdiqlangan'],
  },
} as const;
type Language = keyof typeof WORDS;

const WIDTHS: Array<[string, BrowserContextOptions]> = [
  ['1280', { viewport: { width: 1280, height: 900 } }],
  ['375', PHONE],
];

/** A Tuesday a week or more ahead, when all three demo masters work. */
function quietTuesday(): string {
  let day = addDays(todayIn(), 8);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

let day = '';
let bigSalon: { email: string; password: string; day: string };

async function saysInItsLanguage(page: Page, language: Language, words: readonly string[], where: string) {
  const text = await readText(page.locator('main'));
  for (const word of words) expect(text, `${language} ${where}: "${word}"`).toContain(word);
  for (const word of WORDS[language].foreign) expect(text, `${language} ${where}: Uzbek "${word}"`).not.toContain(word);
}

async function fits(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  const owner = new HttpClient(e2e.app.url);
  expect((await owner.post('/api/login', { username: DEMO.email, password: DEMO.password })).status).toBe(200);
  const team = (await owner.get('/api/staff')).body as Array<{ id: string; name: string; isOwner: boolean }>;
  const services = (await owner.get('/api/services')).body as Array<{ id: number; name: string }>;
  const haircut = services.find((s) => s.name === 'Soch olish')?.id;
  const [aziz, nilufar, bekzod] = [
    team.find((m) => m.isOwner),
    ...['Nilufar', 'Bekzod'].map((n) => team.find((m) => m.name.startsWith(n))),
  ];
  day = quietTuesday();
  for (const [staffId, time, name] of [
    [aziz?.id, '10:00', 'Dilnoza Yusupova'],
    [aziz?.id, '14:00', 'Jasur Aliyev'],
    [bekzod?.id, '15:00', 'Malika Rahimova'],
    [bekzod?.id, '16:30', 'Sardor Aliyev'],
  ]) {
    const made = await owner.post('/api/bookings', {
      name,
      phone: '+998 90 123 45 67',
      date: day,
      timeSlot: time,
      serviceId: haircut,
      staffId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  expect(
    (await owner.post('/api/calendar/blocks', { staffId: bekzod?.id, date: day, start: '13:00', end: '14:00', note: 'Tushlik' })).status,
  ).toBe(201);
  // Nilufar is off that day: her column is shaded and says so.
  expect((await owner.post('/api/time-off', { from: day, to: day, staffId: nilufar?.id })).status).toBe(201);

  // A salon of ten masters, each with a few bookings tomorrow.
  const big = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
  expect((await big.client.post('/api/select-subscription-plan', { planId: await planId(big.client, 'business') })).status).toBe(200);
  const ids = [(await big.client.get('/api/staff')).body[0].id as string];
  for (const name of ['Nilufar', 'Bekzod', 'Dilshod', 'Malika', 'Sardor', 'Kamola', 'Jasur', 'Madina', 'Otabek']) {
    const added = await big.client.post('/api/staff', {
      name: `${name} Usta`,
      serviceIds: [big.service.id],
      availability: {},
      isActive: true,
    });
    ids.push(added.body.id);
  }
  const tomorrow = addDays(todayIn(), 1);
  for (const [index, staffId] of ids.entries()) {
    for (const time of ['09:00', '11:00', '15:30'].slice(0, 1 + (index % 3))) {
      const made = await big.client.post('/api/bookings', {
        name: `Mijoz ${index + 1}`,
        phone: '+998 90 111 22 33',
        date: tomorrow,
        timeSlot: time,
        serviceId: big.service.id,
        staffId,
      });
      expect(made.status).toBe(201);
    }
  }
  bigSalon = { email: big.email, password: big.password, day: tomorrow };
});

describe.each(Object.keys(WORDS) as Language[])('the calendar in %s', (language) => {
  it.each(WIDTHS)(
    'reads in its language at %s px: day, week, booking, new booking, blocked time, bookings, days off',
    async (width, options) => {
      const { page, errors, context } = await newVisitor(e2e.browser, options);
      const shot = (name: string) => page.screenshot({ path: path.join(shots, `${name}-${language}-${width}.png`) });
      await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
      await page.goto(`${e2e.app.url}/user/calendar?lang=${language}&date=${day}`);
      await page.getByTestId('calendar-scroller').waitFor();
      await page.locator('[data-booking-id]').first().waitFor();
      await saysInItsLanguage(
        page,
        language,
        WORDS[language].calendar.filter((w) => width === '1280' || w !== WORDS[language].calendar[7]),
        'day',
      );
      await fits(page, `${language} ${width} day`);
      await shot('day');

      // The booking's sheet, then "Yangi uchrashuv" and "Band vaqt".
      await page.locator('[data-booking-id]').first().click();
      const sheet = page.getByRole('dialog');
      for (const word of WORDS[language].sheet) await sheet.getByRole('button', { name: word, exact: true }).waitFor();
      await shot('sheet');
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `+ ${WORDS[language].calendar[5]}` }).click();
      const form = page.getByRole('dialog');
      for (const word of WORDS[language].newBooking) await form.getByText(word).first().waitFor({ state: 'attached' });
      await shot('new-booking');
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: WORDS[language].calendar[4], exact: true }).click();
      await shot('block');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(`${e2e.app.url}/user/calendar?lang=${language}&date=${day}&view=week`);
      await page.getByTestId('calendar-scroller').waitFor();
      await fits(page, `${language} ${width} week`);
      await shot('week');

      await page.goto(`${e2e.app.url}/user/bookings?lang=${language}`);
      await page.locator('article').first().waitFor();
      await saysInItsLanguage(page, language, WORDS[language].bookings, 'bookings');
      await fits(page, `${language} ${width} bookings`);
      await page.screenshot({ path: path.join(shots, `bookings-${language}-${width}.png`), fullPage: true });

      await page.goto(`${e2e.app.url}/user/time-off?lang=${language}`);
      await page.locator('[data-date]').first().waitFor();
      const main = await readText(page.locator('main'));
      // The month is named, never "2026 M11".
      expect(main).not.toMatch(/\bM\d{1,2}\b/);
      await fits(page, `${language} ${width} days off`);
      // Laid out like the other pages: away from the screen's edge.
      const left = await page.locator('main h1').evaluate((h) => h.getBoundingClientRect().left);
      expect(left).toBeGreaterThanOrEqual(16);
      await page.screenshot({ path: path.join(shots, `time-off-${language}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(WIDTHS)('keeps ten masters readable at %s px', async (width, options) => {
    const { page, errors, context } = await newVisitor(e2e.browser, options);
    await signIn(page, e2e.app.url, bigSalon.email, bigSalon.password);
    await page.goto(`${e2e.app.url}/user/calendar?lang=${language}&date=${bigSalon.day}`);
    await page.locator('[data-booking-id]').first().waitFor();
    await fits(page, `${language} ${width} ten masters`);
    await page.screenshot({ path: path.join(shots, `ten-masters-${language}-${width}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
});
