import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { formatDayMonth, formatWeekday } from '@qabul/api/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';

/**
 * The Mini App in the person's language: Telegram's `language_code` until they pick one on the home screen (kept
 * on the device and told to the bot's chat) or in the bot (/language, which the server answers with the sign-in).
 * Russian runs longer than Uzbek, so its steps are looked at on a 375 px phone.
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

let nextUserId = 779_000_100;
const telegramUser = (firstName: string, languageCode: string) => ({
  id: nextUserId++,
  first_name: firstName,
  last_name: 'Petrova',
  language_code: languageCode,
  allows_write_to_pm: false,
});

/** "Пятница, 27 ноября 2026 г.": a calendar day as the Russian Mini App writes it. */
function russianDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${formatWeekday('ru', day, { timeZone: 'UTC' })}, ${formatDayMonth('ru', day, { timeZone: 'UTC', year: true })}`;
}

const htmlLang = (page: { evaluate: <T>(f: () => T) => Promise<T> }) => page.evaluate(() => document.documentElement.lang);

describe('Mini App languages', () => {
  it('opens in Russian for a Telegram app in Russian and books in Russian', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const user = telegramUser('Anna', 'ru');
    const { page, calls, press, lastSetup } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByTestId(`service-${provider.service.id}`).waitFor();
    expect(await htmlLang(page)).toBe('ru');
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-ru-service.png'), fullPage: true });
    await page.getByTestId(`service-${provider.service.id}`).click();

    const date = addDays(todayIn(), 3);
    const day = page.locator(`[data-date="${date}"]`);
    expect(await day.textContent()).toBe(russianDay(date));
    await day.click();
    await page.locator('[data-time="10:00"]').click();
    await expect.poll(() => lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Подтвердить' });
    await page.getByRole('button', { name: 'Поделиться номером телефона' }).waitFor();

    // The person declines Telegram's phone dialog, types the number and confirms again.
    await press('main_button_pressed');
    await expect.poll(async () => (await calls()).some((c) => c.name === 'web_app_request_phone')).toBe(true);
    await page.getByText('Введите номер вручную: он будет отмечен как неподтверждённый.').waitFor();
    await page.locator('input[type="tel"]').first().fill('+998 90 765 43 21');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/public/bookings'));
    await press('main_button_pressed');
    expect((await sent).postDataJSON()).toMatchObject({ date, timeSlot: '10:00', language: 'ru' });

    await page.getByText('Подтверждение придёт в этот чат.').waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-ru-success.png'), fullPage: true });
    const rows = await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute(`select status, client_telegram_chat_id from bookings where user_id = ?`, [provider.user.id], 'all');
    expect(rows).toEqual([{ status: 'pending', client_telegram_chat_id: String(user.id) }]);

    await expect.poll(() => lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'На главную', is_active: true });
    await press('main_button_pressed');
    await page.getByRole('heading', { name: 'Здравствуйте, Anna!' }).waitFor();
    await page.getByRole('heading', { name: 'Мои предстоящие записи' }).waitFor();
    await expect.poll(() => page.locator('[data-testid^="booking-"]').count()).toBe(1);
    expect(await page.locator('[data-testid^="booking-"]').textContent()).toContain('Ожидает');
  });

  it('switches to Uzbek Cyrillic from the home screen, stays in it after a reload, and the bot follows', { timeout: 60_000 }, async () => {
    const user = telegramUser('Anna', 'ru');
    const { page } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user);
    await page.getByRole('heading', { name: 'Мои предстоящие записи' }).waitFor();
    const picker = page.getByRole('group', { name: 'Язык' });
    expect(await picker.getByRole('button').allInnerTexts()).toEqual(["O'zbekcha", 'Ўзбекча', 'Русский']);
    expect(await picker.getByRole('button', { name: 'Русский' }).getAttribute('aria-pressed')).toBe('true');

    await picker.getByRole('button', { name: 'Ўзбекча' }).click();
    await page.getByRole('heading', { name: 'Келгуси учрашувларим' }).waitFor();
    expect(await htmlLang(page)).toBe('uz-Cyrl');
    // The pick is the person's in Telegram too: their chat (cards, reminders, the bot) reads Cyrillic from now on.
    const chatLanguage = async () =>
      (
        await e2e.app.qabul.database.orm.em
          .getConnection()
          .execute(`select language from telegram_chats where chat_id = ?`, [user.id], 'all')
      )[0]?.language ?? null;
    await expect.poll(chatLanguage).toBe('uz-Cyrl');

    await page.reload();
    await page.getByRole('heading', { name: 'Келгуси учрашувларим' }).waitFor();
    await page.getByText('Сизда келгуси учрашувлар йўқ.').waitFor();
    expect(await page.getByRole('group', { name: 'Тил' }).getByRole('button', { name: 'Ўзбекча' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("opens in the language picked in the bot with /language rather than the Telegram app's", { timeout: 60_000 }, async () => {
    const user = telegramUser('Anna', 'ru');
    await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute(`insert into telegram_chats (chat_id, language, language_code) values (?, 'uz-Cyrl', 'ru')`, [user.id]);
    const { page } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user);
    await page.getByRole('heading', { name: 'Келгуси учрашувларим' }).waitFor();
    expect(await htmlLang(page)).toBe('uz-Cyrl');
  });
});
