import { describe, expect, it } from 'vitest';
import { contactUpdate } from '../../api/test/telegram/support/chat-updates.ts';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
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
