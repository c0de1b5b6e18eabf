import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';

/**
 * A form checked in the browser by a shared schema says what is wrong in the reader's language: the schema writes
 * the server's Uzbek, and the browser answers it from the server's own translation in the language's chunk.
 * The expected texts are written here, so a wrong or untranslated message fails.
 */
const e2e = useE2eHarness();

const BAD_PHONE = { ru: 'Введите правильный номер телефона', 'uz-Cyrl': 'Тўғри телефон рақам киритинг' };
const UZBEK_BAD_PHONE = "To'g'ri telefon raqam kiriting";

/** The texts a field's aria-describedby points at: its hint and its error, as assistive tech reads them. */
function description(field: Locator): Promise<string> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function walkToConfirmation(page: Page, serviceId: number, date: string, next: string, nextMonth: string): Promise<void> {
  await page.getByTestId(`service-${serviceId}`).click();
  await page.locator('[data-date]').first().waitFor();
  // Near a month's end the day is the next month's, greyed out in this one's grid until the month is turned.
  if (date.slice(0, 7) !== todayIn().slice(0, 7)) await page.getByRole('button', { name: nextMonth }).click();
  await page.locator(`[data-date="${date}"]`).click();
  await page.getByRole('button', { name: next }).click();
  await page.locator('[data-time="10:00"]').click();
  await page.getByRole('button', { name: next }).click();
}

describe("a shared schema's message in the reader's language", () => {
  it('the public booking form tells a Russian reader in Russian that the phone is wrong', { timeout: 60_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, locale: 'ru-RU' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/bookings')) sent.push(request.url());
    });
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await page.getByRole('heading', { name: 'Выберите услугу' }).waitFor();
    await walkToConfirmation(page, provider.service.id, addDays(todayIn(), 3), 'Продолжить', 'Следующий месяц');
    await page.getByRole('heading', { name: 'Подтвердите запись' }).waitFor();

    await page.getByLabel('Имя и фамилия').fill('Анна Петрова');
    const phone = page.getByLabel('Номер телефона');
    await phone.fill('12');
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();

    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await description(phone)).toContain(BAD_PHONE.ru);
    expect(await page.getByRole('main').textContent()).not.toContain(UZBEK_BAD_PHONE);
    // Checked in the browser: nothing was sent.
    expect(sent).toEqual([]);

    // Corrected, the message goes as the person types (the form re-checks after the first submit).
    await phone.fill('+998 90 123 45 67');
    await expect.poll(() => phone.getAttribute('aria-invalid')).not.toBe('true');
    expect(errors).toEqual([]);
  });

  it('the Mini App tells a reader of Uzbek Cyrillic in Cyrillic that the typed phone is wrong', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const user = { id: 779_000_900, first_name: 'Anna', last_name: 'Petrova', language_code: 'uz', allows_write_to_pm: false };
    // Picked with /language in the bot: the Mini App opens in it rather than in the Telegram app's Uzbek (Latin).
    await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute(`insert into telegram_chats (chat_id, language, language_code) values (?, 'uz-Cyrl', 'uz')`, [user.id]);
    const { page, calls, press } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator(`[data-date="${addDays(todayIn(), 3)}"]`).click();
    await page.locator('[data-time="10:00"]').click();

    // The person declines Telegram's phone dialog and types a number that is no phone.
    await press('main_button_pressed');
    await expect.poll(async () => (await calls()).some((c) => c.name === 'web_app_request_phone')).toBe(true);
    const phone = page.locator('input[type="tel"]').first();
    await phone.fill('12');
    await press('main_button_pressed');

    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await description(phone)).toContain(BAD_PHONE['uz-Cyrl']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz-Cyrl');
  });
});
