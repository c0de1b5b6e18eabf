import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';
import { artifactsDir } from '../support/paths.ts';

/**
 * The built Mini App in Debian's Chromium at phone width, as Telegram's mobile client hosts it: launch
 * parameters in the URL hash (init data signed with the test bot's token, checked by the real server),
 * Telegram's native buttons played by this test through the same bridge a phone uses
 * (TelegramWebviewProxy out, Telegram.WebView.receiveEvent in).
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

describe('Telegram Mini App', () => {
  it('books through the shared steps with Telegram buttons and gets the confirmation in the bot chat', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const user = {
      id: 777000111,
      first_name: 'Dilnoza',
      last_name: 'Yusupova',
      username: 'dilnoza_tg',
      language_code: 'uz',
      allows_write_to_pm: false,
    };
    // The person declines Telegram's phone dialog and types the number instead.
    const { page, calls, press, lastSetup } = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);

    // Theme: Telegram's button colour became the app's primary colour.
    await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(
      '#e05a2b',
    );

    await page.getByTestId(`service-${provider.service.id}`).click();
    const date = addDays(todayIn(), 3);
    await page.locator(`[data-date="${date}"]`).waitFor();
    expect(await lastSetup('web_app_setup_back_button')).toMatchObject({ is_visible: true });
    expect((await calls()).some((c) => c.name === 'web_app_trigger_haptic_feedback' && c.data.type === 'impact')).toBe(true);

    // 'Orqaga' on the days goes back to the services, and forward again.
    await press('back_button_pressed');
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator(`[data-date="${date}"]`).click();

    // A picked time moves on by itself to the confirmation, where the MainButton says Tasdiqlash.
    await page.locator('[data-time="10:00"]').click();
    await expect.poll(() => lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    const name = page.getByLabel(/Ism/i).first();
    expect(await name.inputValue()).toBe('Dilnoza Yusupova');
    await press('main_button_pressed');
    await expect.poll(async () => (await calls()).some((c) => c.name === 'web_app_request_phone')).toBe(true);
    await page
      .getByLabel(/Telefon/i)
      .first()
      .fill('+998 90 123 45 67');
    await press('main_button_pressed');

    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    await page.getByText('Tasdiqlash xabari shu chatga yuboriladi.').waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-success.png'), fullPage: true });
    expect((await calls()).some((c) => c.name === 'web_app_request_write_access')).toBe(true);
    const confirmation = await e2e.app.telegram.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === user.id);
    expect(confirmation.payload.text).toContain('Uchrashuvingiz qabul qilindi');
    expect(confirmation.payload.text).toContain('Vaqt: 10:00');
    const rows = await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute(`select status, client_telegram_chat_id, telegram_username from bookings where user_id = ?`, [provider.user.id], 'all');
    expect(rows).toEqual([{ status: 'pending', client_telegram_chat_id: String(user.id), telegram_username: 'dilnoza_tg' }]);

    // 'Asosiy sahifaga qaytish' leads to the person's own list, where the booking now is.
    await expect.poll(() => lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Asosiy sahifaga qaytish', is_active: true });
    await press('main_button_pressed');
    await page.getByRole('heading', { name: 'Kelgusi uchrashuvlarim' }).waitFor();
    await expect.poll(() => page.locator('[data-testid^="booking-"]').count()).toBe(1);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-home.png'), fullPage: true });
  });

  it('says in Uzbek that it opens inside Telegram when loaded in a plain browser', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e.app.url}/miniapp/?tgWebAppStartParam=demo`);
    await page.getByRole('heading', { name: 'Bu sahifa Telegram ichida ochiladi' }).waitFor();
    expect(await page.getByRole('link', { name: 'Brauzerda ochish' }).getAttribute('href')).toBe('/demo');
  });
});
