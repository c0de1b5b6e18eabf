import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatDayMonth, formatMonthYear, formatWeekday, type Language } from '@qabul/api/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { readText } from '../support/text.ts';

/**
 * The public booking page in Russian and in Uzbek Cyrillic on a 375 px phone, end to end. Screenshots of each
 * language's service step, calendar and confirmation go to SHOTS_DIR (default: the e2e artifacts) for a person.
 */
const e2e = useE2eHarness();
const shots = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'artifacts', 'languages');

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
});

/** What the page says in each language, written here (not imported from web/) so a wrong text fails. */
interface Words {
  progress: string;
  chooseService: string;
  chooseMaster: string;
  anyMaster: string;
  chooseDay: string;
  chooseTime: string;
  noTime: string;
  nextMonth: string;
  continue: string;
  back: string;
  confirm: string;
  name: string;
  phone: string;
  submit: string;
  success: string;
  errorTitle: string;
  weekdayHeader: string;
  minutes: RegExp;
}

const WORDS: Record<'ru' | 'uz-Cyrl', Words> = {
  ru: {
    progress: 'Этапы записи',
    chooseService: 'Выберите услугу',
    chooseMaster: 'Выберите мастера',
    anyMaster: 'Любой мастер',
    chooseDay: 'Выберите день',
    chooseTime: 'Выберите время',
    noTime: 'На этот день свободного времени нет',
    nextMonth: 'Следующий месяц',
    continue: 'Продолжить',
    back: 'Назад',
    confirm: 'Подтвердите запись',
    name: 'Имя и фамилия',
    phone: 'Номер телефона',
    submit: 'Подтвердить',
    success: 'Вы записаны!',
    errorTitle: 'Ошибка',
    weekdayHeader: 'Пн',
    minutes: /\d+ мин/,
  },
  'uz-Cyrl': {
    progress: 'Буюртма босқичлари',
    chooseService: 'Хизматни танланг',
    chooseMaster: 'Устани танланг',
    anyMaster: 'Фарқи йўқ',
    chooseDay: 'Кунни танланг',
    chooseTime: 'Вақтни танланг',
    noTime: 'Бу кунда бўш вақт йўқ',
    nextMonth: 'Кейинги ой',
    continue: 'Давом этиш',
    back: 'Орқага',
    confirm: 'Тасдиқланг',
    name: 'Исм ва фамилия',
    phone: 'Телефон рақам',
    submit: 'Тасдиқлаш',
    success: 'Учрашувингиз муваффақиятли яратилди!',
    errorTitle: 'Хатолик',
    weekdayHeader: 'Душ',
    minutes: /\d+ дақиқа/,
  },
};

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
/** The calendar's day button name: "Среда, 25 ноября 2026 г.". */
const dayName = (language: Language, isoDate: string) =>
  `${formatWeekday(language, utc(isoDate), { timeZone: 'UTC' })}, ${formatDayMonth(language, utc(isoDate), { timeZone: 'UTC', year: true })}`;

/** A page that scrolls sideways on a phone is broken: Russian runs longest. */
async function fitsTheScreen(page: Page, step: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${step} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

let shooting = true;

/** The step bar stays one row, and no two visible step labels run into each other (six steps with a master). */
async function stepBarFits(page: Page, language: 'ru' | 'uz-Cyrl', step: string): Promise<void> {
  const bar = await page.getByRole('navigation', { name: WORDS[language].progress }).evaluate((nav) => {
    const items = [...nav.querySelectorAll('li')];
    const boxes = items.map((li) => li.firstElementChild!.getBoundingClientRect());
    const labels = items.map((li) => li.querySelector('span + span')!.getBoundingClientRect()).filter((box) => box.width > 1);
    return {
      count: items.length,
      rows: new Set(boxes.map((box) => Math.round(box.top))).size,
      overlaps: labels.filter((box, i) => i > 0 && box.left < labels[i - 1]!.right).length,
    };
  });
  expect(bar.count, step).toBeGreaterThanOrEqual(5);
  expect(bar, `${step}: the step bar`).toMatchObject({ rows: 1, overlaps: 0 });
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shooting) return;
  const file = path.join(shots, `${name}.png`);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect((await stat(file)).size).toBeGreaterThan(0);
}

/** From the service list to the first free time after today, as a person walks it; returns the chosen day. */
async function walkToTime(page: Page, language: 'ru' | 'uz-Cyrl'): Promise<string> {
  const w = WORDS[language];
  await page.getByRole('button', { name: /^Soch olish/ }).click();
  const day = page.getByRole('heading', { name: w.chooseDay });
  const masters = page.getByRole('heading', { name: w.chooseMaster });
  await day.or(masters).waitFor();
  if (await masters.isVisible()) await page.getByRole('button', { name: new RegExp(`^${w.anyMaster}`) }).click();
  await day.waitFor();
  // The month's name in the language ("Ноябрь 2026", "Ноябр 2026"), and the weekdays over its columns.
  const calendar = page.getByRole('grid', { name: formatMonthYear(language, utc(todayIn())) });
  await calendar.waitFor();
  expect(await readText(calendar)).toContain(w.weekdayHeader);
  await fitsTheScreen(page, `${language} calendar`);
  await stepBarFits(page, language, `${language} calendar`);
  await shot(page, `${language}-calendar`);

  for (let offset = 1; offset < 15; offset++) {
    const date = addDays(todayIn(), offset);
    if (!(await page.getByRole('grid', { name: formatMonthYear(language, utc(date)) }).isVisible())) {
      await page.getByRole('button', { name: w.nextMonth }).click();
      await page.getByRole('grid', { name: formatMonthYear(language, utc(date)) }).waitFor();
    }
    const button = page.getByRole('button', { name: dayName(language, date), exact: true });
    if (!(await button.isEnabled())) continue;
    await button.click();
    await page.getByRole('button', { name: w.continue }).click();
    await page.getByRole('heading', { name: w.chooseTime }).waitFor();
    const free = page.getByRole('button', { name: /^\d{2}:\d{2}$/, disabled: false });
    const none = page.getByText(w.noTime);
    await free.first().or(none).waitFor();
    if (await none.isVisible()) {
      await page.getByRole('button', { name: w.back }).click();
      await day.waitFor();
      continue;
    }
    await free.first().click();
    return date;
  }
  throw new Error('No free time in the next two weeks');
}

async function bookInLanguage(page: Page, language: 'ru' | 'uz-Cyrl', phone: string): Promise<string> {
  const w = WORDS[language];
  await page.getByRole('heading', { name: w.chooseService }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  expect(await readText(page.getByRole('main'))).toMatch(w.minutes);
  await fitsTheScreen(page, `${language} services`);
  await shot(page, `${language}-service`);

  const date = await walkToTime(page, language);
  await page.getByRole('button', { name: w.continue }).click();
  await page.getByRole('heading', { name: w.confirm }).waitFor();
  await page.getByLabel(w.name).fill('Анна Петрова');
  await page.getByLabel(w.phone).fill(phone);
  expect(await readText(page.getByRole('main'))).toContain(formatDayMonth(language, utc(date), { timeZone: 'UTC', year: true }));
  await fitsTheScreen(page, `${language} confirmation`);
  await stepBarFits(page, language, `${language} confirmation`);
  await shot(page, `${language}-confirmation`);
  return date;
}

describe('the public booking page in three languages at 375 px', () => {
  it('books in Russian, picked from the browser languages, and the booking remembers Russian', async () => {
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, locale: 'ru-RU' });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/bookings')) sent.push(request.postDataJSON());
    });
    await page.goto(`${e2e.app.url}/demo`);
    await bookInLanguage(page, 'ru', '+998 93 111 22 33');
    await page.getByRole('button', { name: WORDS.ru.submit, exact: true }).click();
    await page.getByRole('heading', { name: WORDS.ru.success }).waitFor();
    // The master who took it is named under the Russian word; the salon's own (Uzbek) title follows the name.
    const labels = await page.locator('dt').allTextContents();
    expect(labels).toContain('Мастер');
    expect(labels.filter((label) => /^(Usta|Stilist|Barber)$/.test(label))).toEqual([]);
    await fitsTheScreen(page, 'ru success');
    await shot(page, 'ru-success');
    expect(sent).toEqual([expect.objectContaining({ language: 'ru' })]);
    expect(errors).toEqual([]);
  });

  it('books in Uzbek Cyrillic from ?lang=uz-Cyrl', async () => {
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/demo?lang=uz-Cyrl`);
    await bookInLanguage(page, 'uz-Cyrl', '+998 93 444 55 66');
    await page.getByLabel('Email').fill('bobur@example.uz');
    await page.getByRole('button', { name: WORDS['uz-Cyrl'].submit, exact: true }).click();
    await page.getByRole('heading', { name: WORDS['uz-Cyrl'].success }).waitFor();
    // No Telegram named, an e-mail given: the confirmation goes there (the bot's button stays an option).
    await page.getByText('Тасдиқлаш хабари электрон почтангизга юборилади.').waitFor();
    await fitsTheScreen(page, 'uz-Cyrl success');
    await shot(page, 'uz-Cyrl-success');
    expect(errors).toEqual([]);
  });

  it('remembers a pick from the switcher after a reload, and sends the lang cookie', async () => {
    const { context, page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/demo`);
    await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz');
    await page.getByRole('combobox', { name: 'Til' }).selectOption('ru');
    await page.getByRole('heading', { name: WORDS.ru.chooseService }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.reload();
    await page.getByRole('heading', { name: WORDS.ru.chooseService }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Язык' }).inputValue()).toBe('ru');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ru');
    // Back to Uzbek (Latin): the canonical texts, unchanged.
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('uz');
    await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows the server's error in the visitor's language", async () => {
    shooting = false; // The Russian booking above has the screenshots.
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, locale: 'ru-RU' });
    // A phone may hold only a few upcoming bookings with one provider: fill them first, through the API.
    const phone = '+998 93 777 88 99';
    const services = (await (await fetch(`${e2e.app.url}/api/public/services/demo`)).json()) as { id: number; name: string }[];
    const service = services.find((s) => s.name.startsWith('Soch olish'))!;
    let held = 0;
    for (let offset = 20; held < 3 && offset < 40; offset++) {
      const reply = await fetch(`${e2e.app.url}/api/public/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: e2e.app.url },
        body: JSON.stringify({
          name: 'Анна Петрова',
          phone,
          date: addDays(todayIn(), offset),
          timeSlot: '10:00',
          serviceId: service.id,
          clientTimezone: 'Asia/Tashkent',
        }),
      });
      if (reply.status === 201) held++;
    }
    expect(held).toBe(3);

    await page.goto(`${e2e.app.url}/demo`);
    await bookInLanguage(page, 'ru', phone);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/public/bookings'));
    await page.getByRole('button', { name: WORDS.ru.submit, exact: true }).click();
    const refused = await answer;
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    // The request asked in Russian (the lang cookie), and the toast shows the server's own message for it.
    expect(await refused.request().headerValue('cookie')).toContain('lang=ru');
    const { message } = (await refused.json()) as { message: string };
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await readText(toast)).toContain(WORDS.ru.errorTitle);
    expect(await readText(toast)).toContain(message);
    await fitsTheScreen(page, 'ru error');
    expect(errors).toEqual([]);
  });
});
