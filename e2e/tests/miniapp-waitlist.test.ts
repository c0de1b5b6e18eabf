import { describe, expect, it } from 'vitest';
import { bookingBody, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { contactUpdate } from '../../api/test/telegram/support/chat-updates.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';

/** "Navbatga yozilish" in the Mini App: a full day is listed, marked, and joined with the name and phone from Telegram. */
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
const e2e = useE2eHarness(() => ({ TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET }));

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

describe('Mini App: the waitlist of a full day', () => {
  it('lists only days inside the window, marks the full one; joining takes the Telegram name and shared phone; twice is refused', {
    timeout: 120_000,
  }, async () => {
    // One booking a day, bookable five days ahead; the day after tomorrow is taken, the day after that is a day off.
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never, {
      dailyLimit: 1,
      maxAdvanceDays: 5,
    });
    const today = todayIn();
    const full = addDays(today, 2);
    const off = addDays(today, 3);
    expect((await new HttpClient(e2e.app.url).post('/api/public/bookings', bookingBody(provider.service.id, full, '10:00'))).status).toBe(
      201,
    );
    expect((await provider.client.post('/api/time-off', { from: off, to: off })).status).toBe(201);

    const user = { id: 778_300_001, first_name: 'Kamola', last_name: 'Yusupova', language_code: 'uz', allows_write_to_pm: true };
    const shareOnce = async () => {
      const response = await fetch(`${e2e.app.url}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
        body: JSON.stringify(contactUpdate({ id: user.id, first_name: user.first_name }, '+998 90 765 43 21', user.id)),
      });
      expect(response.status).toBe(200);
    };
    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username, { onSharePhone: shareOnce });
    const { page } = app;
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator(`[data-date="${full}"]`).waitFor();
    const listed = await page.locator('[data-date]').evaluateAll((days) => days.map((d) => d.getAttribute('data-date')));
    // Nothing past the window (today + 5), no day off; the full day is listed and marked.
    expect(listed.every((date) => date !== null && date <= addDays(today, 5))).toBe(true);
    expect(listed).not.toContain(off);
    expect(listed).toContain(addDays(today, 5));
    expect(await page.locator(`[data-date="${full}"]`).getAttribute('data-full')).toBe('true');
    expect(await page.locator(`[data-date="${full}"]`).textContent()).toContain('Band · navbatga yozilish mumkin');
    await page.screenshot({ path: `${artifactsDir}/miniapp-waitlist-days.png`, fullPage: true });

    await page.locator(`[data-date="${full}"]`).click();
    const join = page.getByRole('button', { name: 'Navbatga yozilish' });
    await join.click();
    await page.getByText("Navbatga yozildingiz. Vaqt bo'shasa, shu Telegram chatiga xabar beramiz.").waitFor();
    await page.screenshot({ path: `${artifactsDir}/miniapp-waitlist-joined.png`, fullPage: true });
    expect(
      await sql("select name, phone_e164, to_char(date, 'YYYY-MM-DD') as date, telegram_chat_id::text as chat from waitlist_entries"),
    ).toEqual([{ name: 'Kamola Yusupova', phone_e164: '+998907654321', date: full, chat: String(user.id) }]);

    // Again from a fresh launch: the phone is known now (one tap), and the server's Uzbek answer is shown.
    const again = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    await again.page.getByTestId(`service-${provider.service.id}`).click();
    await again.page.locator(`[data-date="${full}"]`).click();
    await again.page.getByRole('button', { name: 'Navbatga yozilish' }).click();
    await again.page.getByRole('alert').getByText('Siz bu kun uchun navbatda allaqachon turibsiz').waitFor();
    expect(await sql('select count(*)::int as n from waitlist_entries')).toEqual([{ n: 1 }]);
    await page.context().close();
    await again.page.context().close();
  });
});
