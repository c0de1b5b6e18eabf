import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';
import { shareOwnContact, WEBHOOK_SECRET } from '../support/telegram-journey.ts';

/**
 * The Mini App's own confirmation step (DECISIONS.md, "Every word in the reader's language"): inside Telegram the
 * name comes from Telegram and can be edited, the phone is Telegram's (shown as people read it) or one "Telefon
 * raqamni ulashish" button, and nothing asks for an e-mail or a Telegram username. Launch data signed with the
 * test bot's token; the shared contact reaches the bot through the real webhook.
 */
const e2e = useE2eHarness(() => ({ TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET }));

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

let nextUserId = 779_300_100;
const telegramUser = (firstName: string) => ({
  id: nextUserId++,
  first_name: firstName,
  last_name: 'Karimova',
  username: `${firstName.toLowerCase()}_tg`,
  language_code: 'uz',
  allows_write_to_pm: true,
});

async function toConfirmation(page: Page, serviceId: number, date: string): Promise<void> {
  await page.getByTestId(`service-${serviceId}`).click();
  await page.locator(`[data-date="${date}"]`).click();
  await page.locator('[data-time="10:00"]').click();
  await page.locator('#booking-details-form').waitFor();
}

/** What the form asks a person to type or pick, by label. */
const formLabels = (page: Page) =>
  page.locator('#booking-details-form .field-label').evaluateAll((labels) => labels.map((label) => label.textContent?.trim() ?? ''));

async function bookingRow(providerId: string) {
  const rows = await e2e.app.qabul.database.orm.em
    .getConnection()
    .execute(`select name, phone, email, telegram_username, phone_verified from bookings where user_id = ?`, [providerId], 'all');
  return rows;
}

describe("Mini App: Telegram's confirmation step", () => {
  it('asks no e-mail or username, takes the edited Telegram name and shares the phone by one button', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const user = telegramUser('Zarina');
    const { page, calls, press, lastSetup } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username, {
      onSharePhone: () => shareOwnContact(e2e.app, user, '+998 90 555 11 22'),
    });
    const date = addDays(todayIn(), 3);
    await toConfirmation(page, provider.service.id, date);

    expect(await formLabels(page)).toEqual(['Ism va familiya', 'Telefon raqam', 'Izoh (ixtiyoriy)']);
    // The name is the form's only input (the notes are a text area): no e-mail, no username, no phone to type.
    expect(await page.locator('#booking-details-form input').count()).toBe(1);
    const name = page.getByLabel('Ism va familiya');
    expect(await name.inputValue()).toBe('Zarina Karimova');
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-confirm-share-phone.png'), fullPage: true });

    // The one button opens Telegram's own dialog; the shared number is then shown, grouped, not typed.
    await page.getByRole('button', { name: 'Telefon raqamni ulashish' }).click();
    await expect.poll(async () => (await calls()).filter((c) => c.name === 'web_app_request_phone').length).toBe(1);
    await expect.poll(() => page.getByTestId('telegram-phone').textContent()).toContain('+998 90 555 11 22');
    expect(await page.getByRole('button', { name: 'Telefon raqamni ulashish' }).count()).toBe(0);

    await name.fill('Zarina Karimova-Alieva');
    await expect.poll(() => lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    await press('main_button_pressed');
    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    // Telegram is not asked a second time for what it already gave.
    expect((await calls()).filter((c) => c.name === 'web_app_request_phone').length).toBe(1);

    await expect
      .poll(() => bookingRow(provider.user.id))
      .toEqual([
        { name: 'Zarina Karimova-Alieva', phone: '+998905551122', email: null, telegram_username: 'zarina_tg', phone_verified: true },
      ]);

    // The success screen says once where the confirmation goes, and what the booking is now.
    await page.getByText('Tasdiqlash xabari shu chatga yuboriladi.').waitFor();
    expect(await page.getByText(/Tasdiqlash xabari/).count()).toBe(1);
    expect(await page.getByTestId('booking-status').textContent()).toBe('Holati: Kutilmoqda. Uchrashuvni usta tasdiqlaydi.');
    expect(await page.getByTestId('own-link').count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-confirm-success.png'), fullPage: true });
  });

  it('shows a phone Telegram already gave, formatted, with no button and nothing to type', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const user = { ...telegramUser('Lola'), language_code: 'ru' };
    await shareOwnContact(e2e.app, user, '+998901112233');
    const { page, calls, press } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    await toConfirmation(page, provider.service.id, addDays(todayIn(), 4));

    await expect.poll(() => page.getByTestId('telegram-phone').textContent()).toBe('Номер телефона+998 90 111 22 33');
    expect(await formLabels(page)).toEqual(['Имя и фамилия', 'Номер телефона', 'Комментарий (необязательно)']);
    expect(await page.locator('#booking-details-form input').count()).toBe(1);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-confirm-known-phone-ru.png'), fullPage: true });

    await press('main_button_pressed');
    await page.getByText('Подтверждение придёт в этот чат.').waitFor();
    expect((await calls()).some((c) => c.name === 'web_app_request_phone')).toBe(false);
    await expect.poll(async () => (await bookingRow(provider.user.id)).map((row) => row.phone)).toEqual(['+998901112233']);
  });
});
