import { describe, expect, it } from 'vitest';
import { contactUpdate } from '../../api/test/telegram/support/chat-updates.ts';
import { halfHours, planId, providerWithService, WEEK } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { signInitData } from '../../api/test/telegram/support/sign-init-data.ts';
import { BOT_TOKEN } from '../support/app.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { tapCounter } from '../support/taps.ts';
import { openTelegramMiniApp } from '../support/telegram-client.ts';

/** The Mini App's master step: one tap more, only where the service has several masters; success names the master. */
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
const e2e = useE2eHarness(() => ({ TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET }));

describe('Mini App: the master step', () => {
  it('a service of two masters takes one tap more (six for a first visit) and the success names the chosen master', {
    timeout: 120_000,
  }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    expect(
      (await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') })).status,
    ).toBe(200);
    const added = await provider.client.post('/api/staff', {
      name: 'Nilufar Xasanova',
      title: 'Stilist',
      serviceIds: [provider.service.id],
      availability: {},
      isActive: true,
    });
    expect(added.status).toBe(201);
    const user = { id: 778_100_001, first_name: 'Malika', last_name: 'Tursunova', language_code: 'uz', allows_write_to_pm: false };
    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username, {
      onSharePhone: async () => {
        taps.extra();
        const response = await fetch(`${e2e.app.url}/api/telegram/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
          body: JSON.stringify(contactUpdate({ id: user.id, first_name: user.first_name }, '+998 90 555 11 33', user.id)),
        });
        expect(response.status).toBe(200);
      },
    });
    const taps = tapCounter(app);
    const { page } = app;

    await taps.tap(page.getByTestId(`service-${provider.service.id}`));
    await page.getByTestId('master-any').waitFor();
    await taps.tap(page.getByTestId(`master-${added.body.id}`));
    await page.locator('[data-date]').first().waitFor();
    await taps.tap(page.locator('[data-date]').nth(1));
    await page.locator('[data-time]').first().waitFor();
    await taps.tap(page.locator('[data-time]').first());
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    await taps.main();
    await page.getByText('Uchrashuvingiz muvaffaqiyatli yaratildi!').waitFor();
    expect(taps.count()).toBe(6);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the client reads
    expect(await page.locator('.detail-row', { hasText: 'Nilufar Xasanova' }).innerText()).toBe('Stilist\nNilufar Xasanova');
    await page.screenshot({ path: `${artifactsDir}/miniapp-master-success.png`, fullPage: true });
    const [booking] = (await provider.client.get('/api/bookings')).body;
    expect(booking.staff.id).toBe(added.body.id);
  });
});

describe("Mini App: Ko'chirish with the master step", () => {
  it("offers the booking's own master's times, and moves it to another master the client picks", { timeout: 120_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    expect(
      (await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') })).status,
    ).toBe(200);
    // Nilufar works afternoons only; the owner's own master works whenever the service is offered (09:00-18:00).
    const nilufar = await provider.client.post('/api/staff', {
      name: 'Nilufar Xasanova',
      title: 'Stilist',
      serviceIds: [provider.service.id],
      availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('14:00', '16:00')])),
      isActive: true,
    });
    expect(nilufar.status).toBe(201);
    const owner = ((await provider.client.get('/api/staff')).body as Array<{ id: string; name: string; isOwner: boolean }>).find(
      (m) => m.isOwner,
    );
    const booked = await provider.client.post('/api/public/bookings', {
      name: 'Zarina Tursunova',
      phone: '+998 90 777 66 55',
      date: addDays(todayIn(), 5),
      timeSlot: '14:00',
      serviceId: provider.service.id,
      staffId: nilufar.body.id,
      clientTimezone: 'Asia/Tashkent',
    });
    expect(booked.status).toBe(201);
    const user = { id: 778_100_002, first_name: 'Zarina', language_code: 'uz', allows_write_to_pm: false };
    const linked = await fetch(`${e2e.app.url}/api/telegram/bookings/${booked.body.id}/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `tma ${signInitData({ user, chat_type: 'sender' }, BOT_TOKEN)}` },
      body: JSON.stringify({ clientToken: booked.body.clientToken }),
    });
    expect(linked.status).toBe(200);

    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, `reschedule-${booked.body.id}`);
    const { page } = app;
    const slotAsks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/time-slots')) slotAsks.push(request.url());
    });
    // The master step: the booking's own master marked, every master of the service, and no "Farqi yo'q".
    const own = page.getByTestId(`master-${nilufar.body.id}`);
    await own.waitFor();
    expect(await own.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId(`master-${owner?.id}`).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('master-any').count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/miniapp-reschedule-master.png`, fullPage: true });

    // Keeping her: only her afternoon times, asked for by her id.
    await own.click();
    const newDay = addDays(todayIn(), 8);
    await page.locator(`[data-date="${newDay}"]`).click();
    await page.locator('[data-time]').first().waitFor();
    expect(await page.locator('[data-time]').first().getAttribute('data-time')).toBe('14:00');
    expect(slotAsks.some((url) => url.includes(`staffId=${nilufar.body.id}`))).toBe(true);

    // Back to the master step, and another master: the owner's morning times; the booking moves to them.
    await app.press('back_button_pressed');
    await app.press('back_button_pressed');
    await page.getByTestId(`master-${owner?.id}`).click();
    await page.locator(`[data-date="${newDay}"]`).click();
    await page.locator('[data-time="09:00"]').click();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: "Ko'chirish" });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the client reads
    expect(await page.locator('.detail-row', { hasText: owner?.name ?? '' }).innerText()).toBe(`Usta\n${owner?.name}`);
    await app.press('main_button_pressed');
    await page.getByTestId('moved').waitFor();
    const [row] = (await e2e.app.qabul.database.orm.em
      .getConnection()
      .execute('select time_slot, staff_id from bookings where id = ?', [booked.body.id], 'all')) as Array<{
      time_slot: string;
      staff_id: string;
    }>;
    expect(row).toEqual({ time_slot: '09:00', staff_id: owner?.id });
  });
});
