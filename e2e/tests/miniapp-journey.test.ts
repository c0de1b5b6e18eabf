import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../api/test/telegram/support/sign-init-data.ts';
import { halfHours, providerWithService, WEEK } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { BOT_TOKEN } from '../support/app.ts';
import { addDays, longDate, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';
import { askReserveFee, shareOwnContact as shareContact, WEBHOOK_SECRET } from '../support/telegram-journey.ts';
import { tapCounter } from '../support/taps.ts';

/**
 * The Telegram client journey in the built Mini App, hosted as Telegram's Android client hosts it (signed launch
 * parameters, the bridge), with the bot receiving updates by webhook so a contact shared in Telegram's dialog
 * reaches it as it would from Telegram.
 *
 * Taps are counted as a person makes them: a press on the page (service, day, time), on Telegram's MainButton,
 * and "Share" in Telegram's phone-number dialog. Telegram's "allow messages" dialog before the first booking is
 * not counted (the client shows it by itself, and only to people who never opened the bot).
 */
const e2e = useE2eHarness(() => ({ TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET }));

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

type Provider = Awaited<ReturnType<typeof providerWithService>>;

const newProvider = (service: Record<string, unknown> = {}): Promise<Provider> =>
  providerWithService({ client: () => new HttpClient(e2e.app.url) } as never, service);

let nextUserId = 778_000_100;
function telegramUser(firstName: string, allowsWriteToPm = false) {
  return { id: nextUserId++, first_name: firstName, last_name: 'Tursunova', language_code: 'uz', allows_write_to_pm: allowsWriteToPm };
}

const shareOwnContact = (user: { id: number; first_name: string }, phone: string) => shareContact(e2e.app, user, phone);

/** The days of the next two weeks on which the service has a free time, by the server's own slot lists. */
async function serverFreeDays(serviceId: number): Promise<string[]> {
  const today = todayIn();
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  const lists = await Promise.all(
    days.map(async (date) => {
      const response = await fetch(`${e2e.app.url}/api/time-slots?date=${date}&serviceId=${serviceId}&clientTimezone=Asia/Tashkent`);
      return (await response.json()) as Array<{ isAvailable: boolean }>;
    }),
  );
  return days.filter((_, i) => lists[i]?.some((slot) => slot.isAvailable));
}

const offeredDays = (page: Page) => page.locator('[data-date]').evaluateAll((days) => days.map((d) => d.getAttribute('data-date')));

interface BookingRow {
  phone: string;
  client_telegram_chat_id: string | null;
  service_id: number;
  status: string;
  phone_verified: boolean;
}

async function bookingRows(providerId: string): Promise<BookingRow[]> {
  return e2e.app.qabul.database.orm.em
    .getConnection()
    .execute(
      `select phone, client_telegram_chat_id, service_id, status, phone_verified from bookings where user_id = ? order by created_at`,
      [providerId],
      'all',
    ) as Promise<BookingRow[]>;
}

describe('Mini App: four taps', () => {
  it('a first-time client books in five taps (sharing the phone), and coming back in four', { timeout: 120_000 }, async () => {
    // Closed on Sundays: no Sunday is offered, nor any day without a free time.
    const provider = await newProvider();
    await provider.client.put(`/api/service-availability/${provider.service.id}`, {
      availability: Object.fromEntries(WEEK.filter((day) => day !== 'Sunday').map((day) => [day, halfHours('09:00', '18:00')])),
    });
    const user = telegramUser('Malika');

    const first = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username, {
      onSharePhone: async () => {
        taps.extra();
        await shareOwnContact(user, '+998 90 555 11 22');
      },
      safeAreaTop: 24,
      contentSafeAreaTop: 40,
    });
    const taps = tapCounter(first);
    const { page } = first;

    await taps.tap(page.getByTestId(`service-${provider.service.id}`));
    await page.locator('[data-date]').first().waitFor();
    const expectedDays = await serverFreeDays(provider.service.id);
    await expect.poll(() => offeredDays(page)).toEqual(expectedDays);
    expect(expectedDays.every((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    // Fullscreen-ready: the page keeps clear of the notch and Telegram's header buttons.
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe('64px');

    await taps.tap(page.locator(`[data-date="${expectedDays[1]}"]`));
    await page.locator('[data-time]').first().waitFor();
    // Only free times are offered.
    expect(await page.locator('[data-time]:disabled').count()).toBe(0);
    await taps.tap(page.locator('[data-time]').first());
    await expect.poll(() => first.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    expect(await page.getByLabel(/Ism/i).first().inputValue()).toBe('Malika Tursunova');
    await taps.main();

    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    const calls = await first.calls();
    expect(calls.some((c) => c.name === 'web_app_request_phone')).toBe(true);
    expect(calls.some((c) => c.name === 'web_app_request_write_access')).toBe(true);
    expect(calls.some((c) => c.name === 'web_app_trigger_haptic_feedback' && c.data.type === 'impact')).toBe(true);
    expect(
      calls.some(
        (c) => c.name === 'web_app_trigger_haptic_feedback' && c.data.type === 'notification' && c.data.notification_type === 'success',
      ),
    ).toBe(true);
    expect(taps.count()).toBe(5);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-first-visit-success.png'), fullPage: true });
    // The phone came from Telegram (the contact the person shared of themselves): verified on the booking.
    await expect
      .poll(() => bookingRows(provider.user.id))
      .toEqual([
        {
          phone: '+998905551122',
          client_telegram_chat_id: String(user.id),
          service_id: provider.service.id,
          status: 'pending',
          phone_verified: true,
        },
      ]);

    // Back another day: the phone is known, nothing is asked; four taps. After this second booking the
    // Mini App offers a shortcut on the home screen.
    const again = await openTelegramMiniApp(e2e.browser, e2e.app.url, { ...user, allows_write_to_pm: true }, provider.user.username, {
      homeScreen: 'missed',
    });
    const returning = tapCounter(again);
    await returning.tap(again.page.getByTestId(`service-${provider.service.id}`));
    await returning.tap(again.page.locator(`[data-date="${expectedDays[2]}"]`));
    await returning.tap(again.page.locator('[data-time]').first());
    await expect.poll(() => again.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    // The phone Telegram gave is shown as people read it, nothing to type.
    expect(await again.page.getByTestId('telegram-phone').textContent()).toContain('+998 90 555 11 22');
    await returning.main();
    await again.page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    expect(returning.count()).toBe(4);
    const secondCalls = await again.calls();
    expect(secondCalls.some((c) => c.name === 'web_app_request_phone')).toBe(false);
    expect(secondCalls.some((c) => c.name === 'web_app_request_write_access')).toBe(false);
    await expect.poll(async () => (await bookingRows(provider.user.id)).length).toBe(2);

    await again.page.getByTestId('home-screen-offer').waitFor();
    await again.page.getByRole('button', { name: "Bosh ekranga qo'shish" }).click();
    await expect.poll(async () => (await again.calls()).some((c) => c.name === 'web_app_add_to_home_screen')).toBe(true);
  });
});

describe('Mini App: reserve fee', () => {
  it('books a reserve-fee service through the checkout link and shows the fee paid when the client returns', {
    timeout: 120_000,
  }, async () => {
    const provider = await newProvider();
    // A 50 000 so'm reserve fee, collected while a plan that allows it is in force (Asosiy here).
    await askReserveFee(e2e.app, provider.user.id, provider.service.id, 5_000_000);
    const user = telegramUser('Shahnoza', true);
    await shareOwnContact(user, '+998 93 444 55 66');

    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    const { page } = app;
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator('[data-date]').nth(1).click();
    await page.locator('[data-time]').first().click();
    await page.getByText("Oldindan to'lov talab qilinadi").waitFor();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    await app.press('main_button_pressed');

    // No Telegram invoices on this server: the order's checkout link opens outside, and the Mini App waits.
    await expect.poll(async () => (await app.calls()).some((c) => c.name === 'web_app_open_link')).toBe(true);
    const link = (await app.calls()).find((c) => c.name === 'web_app_open_link')?.data.url as string;
    expect(link).toMatch(/\/payment\/checkout\//);
    await page.locator('[data-testid="payment-state"][data-state="waiting"]').waitFor();

    const checkoutContext = await e2e.browser.newContext();
    const checkout = await checkoutContext.newPage();
    await checkout.goto(link);
    await checkout.getByRole('button', { name: "To'lash" }).click();
    await checkout.getByText("To'lov qabul qilindi").waitFor();
    await checkoutContext.close();

    // The client comes back to Telegram: the Mini App asks the server for the order's real state.
    await app.emit('visibility_changed', { is_visible: true });
    await page.locator('[data-testid="payment-state"][data-state="paid"]').waitFor();
    const text = (await page.locator('[data-testid="payment-state"]').textContent())?.replace(/\s+/g, ' ');
    expect(text ?? '').toMatch(/Oldindan to'lov 50\s000\sso'm to'langan/);
    expect(text ?? '').toContain("To'lov muvaffaqiyatli amalga oshirildi!");
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-reserve-fee-paid.png'), fullPage: true });
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Asosiy sahifaga qaytish', is_active: true });
    const [row, ...more] = await bookingRows(provider.user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ phone: '+998934445566', client_telegram_chat_id: String(user.id), service_id: provider.service.id });
    expect(row?.status).not.toBe('cancelled');
  });
});

describe('Mini App: come back and share', () => {
  it('"Yana yozilish" opens the same service on its first free day, and "Ulashish" shares the provider', { timeout: 120_000 }, async () => {
    const provider = await newProvider();
    // A second service, so "the same service" is a choice the Mini App made rather than the only one.
    const other = await provider.client.post('/api/services', {
      name: 'Soqol olish',
      description: 'Soqol',
      price: "40 000 so'm",
      duration: 30,
    });
    expect(other.status).toBe(201);
    const user = telegramUser('Nodira', true);
    await shareOwnContact(user, '+998 97 111 22 33');

    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    const { page } = app;
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator('[data-date]').nth(3).click();
    await page.locator('[data-time]').first().click();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Tasdiqlash' });
    await app.press('main_button_pressed');
    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Asosiy sahifaga qaytish', is_active: true });
    // The visit is over by the time the client comes back (a month ago): no upcoming booking names the provider,
    // the server's list of the person's providers (past visits included) still does.
    await e2e.app.qabul.database.orm.em.getConnection().execute(
      `update bookings set date = date - 30, date_time_utc = date_time_utc - interval '30 days', ends_at = ends_at - interval '30 days',
              blocked_until = blocked_until - interval '30 days', status = 'confirmed'
        where user_id = ?`,
      [provider.user.id],
      'run',
    );
    const mine = page.waitForResponse((response) => response.url().endsWith('/api/telegram/my-providers'));
    await app.press('main_button_pressed');

    // Home: the provider with "Yana yozilish"; it lands on the same service's times on the first free day.
    expect((await mine).status()).toBe(200);
    const card = page.getByTestId(`provider-${provider.user.username}`);
    await card.waitFor();
    await page.getByText("Sizda kelgusi uchrashuvlar yo'q.").waitFor();
    expect(await page.locator('[data-testid^="booking-"]').count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-home-providers.png'), fullPage: true });
    await card.getByRole('button', { name: 'Yana yozilish' }).click();
    await page.locator('[data-time]').first().waitFor();
    const firstFree = (await serverFreeDays(provider.service.id))[0] as string;
    await page.getByText(longDate(firstFree)).first().waitFor();
    await page.locator('[data-time]').first().click();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Tasdiqlash' });
    await app.press('main_button_pressed');
    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    const rows = await bookingRows(provider.user.id);
    expect(rows.map((row) => row.service_id)).toEqual([provider.service.id, provider.service.id]);

    // "Ulashish": the provider's card saved for this person (savePreparedInlineMessage), then Telegram's chat
    // picker opened on exactly the prepared message the Bot API gave back (shareMessage).
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Asosiy sahifaga qaytish', is_active: true });
    await app.press('main_button_pressed');
    const shareAnswer = page.waitForResponse((response) => response.url().includes(`/api/telegram/share/${provider.user.username}`));
    const savedBefore = e2e.app.telegram.calls.length;
    await page.getByTestId(`provider-${provider.user.username}`).getByRole('button', { name: 'Ulashish' }).click();
    const answer = await shareAnswer;
    expect(answer.status()).toBe(200);
    const { preparedMessageId } = (await answer.json()) as { preparedMessageId: string };
    const saved = e2e.app.telegram.calls.slice(savedBefore).filter((c) => c.method === 'savePreparedInlineMessage');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.payload).toMatchObject({ user_id: user.id, allow_user_chats: true });
    expect(preparedMessageId).toMatch(/^prepared-\d+$/);
    await expect
      .poll(async () => (await app.calls()).filter((c) => c.name === 'web_app_send_prepared_message').map((c) => c.data))
      .toEqual([{ id: preparedMessageId }]);
    expect((await app.calls()).some((c) => c.name === 'web_app_open_tg_link')).toBe(false);
  });
});

describe("Mini App: the card's Ko'chirish", () => {
  it('opens on reschedule-<bookingId> and moves the booking with the day and time steps', { timeout: 120_000 }, async () => {
    const provider = await newProvider();
    const user = telegramUser('Zarina', true);
    const booked = await provider.client.post('/api/public/bookings', {
      name: 'Zarina Tursunova',
      phone: '+998 90 777 66 55',
      date: addDays(todayIn(), 5),
      timeSlot: '10:00',
      serviceId: provider.service.id,
      clientTimezone: 'Asia/Tashkent',
    });
    expect(booked.status).toBe(201);
    const tma = `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}`;
    const linked = await fetch(`${e2e.app.url}/api/telegram/bookings/${booked.body.id}/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tma },
      body: JSON.stringify({ clientToken: booked.body.clientToken }),
    });
    expect(linked.status).toBe(200);

    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, `reschedule-${booked.body.id}`);
    const { page } = app;
    await page.getByTestId('current-time').waitFor();
    expect(await page.getByTestId('current-time').textContent()).toContain('10:00');
    const newDay = addDays(todayIn(), 8);
    await page.locator(`[data-date="${newDay}"]`).click();
    await page.locator('[data-time="15:00"]').click();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: "Ko'chirish" });
    await app.press('main_button_pressed');
    await page.getByTestId('moved').waitFor();
    expect(await page.getByTestId('moved').textContent()).toContain('15:00');
    const [row] = (await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute('select date, time_slot from bookings where id = ?', [booked.body.id], 'all')) as Array<{ date: string; time_slot: string }>;
    expect(row).toMatchObject({ time_slot: '15:00' });
    expect(String(row?.date)).toContain(newDay);
  });
});
