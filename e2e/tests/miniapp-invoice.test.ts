import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceSlug } from '../../api/test/telegram/support/fake-telegram.ts';
import { preCheckoutUpdate, successfulPaymentUpdate } from '../../api/test/telegram/support/payment-updates.ts';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { type MiniAppSession, openTelegramMiniApp } from '../support/telegram-client.ts';
import { askReserveFee, deliverUpdate, shareOwnContact, WEBHOOK_SECRET } from '../support/telegram-journey.ts';

/**
 * A reserve fee paid with a Telegram invoice: the server runs with a payment provider token, the fake Bot API
 * answers createInvoiceLink, and the test plays Telegram's part around the Mini App: the invoice opened over the
 * bridge, the bot asked to confirm (pre_checkout_query) and told of the money (successful_payment) through the
 * real webhook, and the invoice's closing status sent back to the Mini App.
 */
const e2e = useE2eHarness(() => ({
  TELEGRAM_MODE: 'webhook',
  TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
  TELEGRAM_PAYMENT_PROVIDER_TOKEN: '398062629:TEST:qabul-e2e-provider',
}));

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

const FEE = 5_000_000;
let nextUserId = 779_000_100;

/** A client whose phone the bot already has, in front of a provider whose service asks a 50 000 so'm fee. */
async function reserveFeeBooking() {
  const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
  await askReserveFee(e2e.app, provider.user.id, provider.service.id, FEE);
  const user = { id: nextUserId++, first_name: 'Feruza', last_name: 'Aliyeva', language_code: 'uz', allows_write_to_pm: true };
  await shareOwnContact(e2e.app, user, '+998 94 321 65 87');
  const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
  return { provider, user, app };
}

/** Service, the second free day, its first time, Tasdiqlash: the Mini App asks the server for the invoice. */
async function bookAndOpenInvoice(app: MiniAppSession, serviceId: number) {
  const { page } = app;
  await page.getByTestId(`service-${serviceId}`).click();
  await page.locator('[data-date]').nth(1).click();
  const time = await page.locator('[data-time]').first().getAttribute('data-time');
  await page.locator('[data-time]').first().click();
  await page.getByText("Oldindan to'lov talab qilinadi").waitFor();
  await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
  await app.press('main_button_pressed');
  return { ...(await openedInvoice(app, 1)), time };
}

/** The `n`th invoice the Mini App asked Telegram to open, and the createInvoiceLink call behind it. */
async function openedInvoice(app: MiniAppSession, n: number) {
  await expect.poll(async () => (await app.calls()).filter((c) => c.name === 'web_app_open_invoice').length).toBe(n);
  const slug = (await app.calls()).filter((c) => c.name === 'web_app_open_invoice')[n - 1]?.data.slug as string;
  const made = e2e.app.telegram.calls.filter((c) => c.method === 'createInvoiceLink');
  const call = made.find((c) => invoiceSlug(String(c.payload.payload)) === slug);
  expect(call).toBeDefined();
  return { slug, payload: String(call?.payload.payload), amount: Number(call?.payload.prices[0].amount) };
}

const sql = () => e2e.app.qabul.database.orm.em.getConnection();
async function orderOf(serviceId: number) {
  const rows = (await sql().execute(
    `select o.id, o.state, b.status, (select count(*)::int from telegram_payments t where t.order_id = o.id) as charges
       from payment_orders o join bookings b on b.id = o.booking_id where o.service_id = ? order by o.created_at`,
    [serviceId],
    'all',
  )) as Array<{ id: string; state: string; status: string; charges: number }>;
  return rows;
}

describe('Mini App: reserve fee with a Telegram invoice', () => {
  it('opens the invoice, is paid through the webhook, and shows the fee paid; the order settles once', { timeout: 120_000 }, async () => {
    const { provider, user, app } = await reserveFeeBooking();
    const { page } = app;
    const invoice = await bookAndOpenInvoice(app, provider.service.id);
    expect(invoice.amount).toBe(FEE);
    expect((await app.calls()).some((c) => c.name === 'web_app_open_link')).toBe(false);
    // While the invoice is open the client is not swiped or closed out of paying by accident.
    await expect.poll(() => app.lastSetup('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    await expect.poll(() => app.lastSetup('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });

    // Telegram: the payer presses Pay, the bot confirms, the money arrives (twice, as Telegram may repeat it).
    const payer = { id: user.id, first_name: user.first_name };
    const asked = preCheckoutUpdate(payer, { payload: invoice.payload, amount: invoice.amount }) as { pre_checkout_query: { id: string } };
    await deliverUpdate(e2e.app, asked);
    const answered = await e2e.app.telegram.waitFor(
      (c) => c.method === 'answerPreCheckoutQuery' && c.payload.pre_checkout_query_id === asked.pre_checkout_query.id,
    );
    expect(answered.payload).toMatchObject({ ok: true });
    const paid = successfulPaymentUpdate(payer, { payload: invoice.payload, amount: invoice.amount, charge: `charge-${user.id}` });
    await deliverUpdate(e2e.app, paid);
    await deliverUpdate(e2e.app, paid);
    await app.emit('invoice_closed', { slug: invoice.slug, status: 'paid' });

    await page.locator('[data-testid="payment-state"][data-state="paid"]').waitFor();
    const text = (await page.locator('[data-testid="payment-state"]').textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(text).toMatch(/Oldindan to'lov 50\s000\sso'm to'langan/);
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-invoice-paid.png'), fullPage: true });
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ text: 'Asosiy sahifaga qaytish', is_active: true });
    await expect.poll(() => app.lastSetup('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
    expect(await orderOf(provider.service.id)).toEqual([expect.objectContaining({ state: 'paid', charges: 1 })]);
    const [order] = await orderOf(provider.service.id);
    expect(order?.status).not.toBe('cancelled');
  });

  it('says so in Uzbek when the invoice is closed unpaid or fails, pays again, or frees the time and goes back to the times', {
    timeout: 120_000,
  }, async () => {
    const { provider, app } = await reserveFeeBooking();
    const { page } = app;
    const first = await bookAndOpenInvoice(app, provider.service.id);

    // Closed without paying: nothing was taken, the time is still held, the invoice may be opened again.
    await app.emit('invoice_closed', { slug: first.slug, status: 'cancelled' });
    await page.locator('[data-testid="payment-state"][data-state="closed"]').waitFor();
    expect(await page.getByTestId('payment-state').textContent()).toContain("To'lov yakunlanmadi");
    expect(await page.getByTestId('payment-state').textContent()).toContain('pul yechilmadi');
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: "Qayta to'lash" });
    expect(await orderOf(provider.service.id)).toEqual([expect.objectContaining({ state: 'waiting', status: 'pending' })]);
    await app.press('main_button_pressed');
    const second = await openedInvoice(app, 2);
    expect(second.payload).toBe(first.payload);

    // Telegram could not take the money: said so; "Boshqa vaqt tanlash" goes back to the free times.
    await app.emit('invoice_closed', { slug: second.slug, status: 'failed' });
    await page.locator('[data-testid="payment-state"][data-state="failed"]').waitFor();
    expect(await page.getByTestId('payment-state').textContent()).toContain("To'lov amalga oshmadi");
    await page.screenshot({ path: path.join(artifactsDir, 'miniapp-invoice-failed.png'), fullPage: true });
    await page.getByRole('button', { name: 'Boshqa vaqt tanlash' }).click();
    await page.locator('[data-time]').first().waitFor();
    expect(await page.getByTestId('payment-state').count()).toBe(0);
    // Given up, the order frees its time at once (nothing was paid), and the time is offered again.
    await expect
      .poll(() => orderOf(provider.service.id))
      .toEqual([expect.objectContaining({ state: 'cancelled', status: 'cancelled', charges: 0 })]);
    await expect.poll(() => page.locator(`[data-time="${first.time}"]`).count()).toBe(1);
    await expect.poll(() => app.lastSetup('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });

  it("opens the checkout link instead of an invoice for a fee below Telegram's minimum for UZS", { timeout: 120_000 }, async () => {
    // 5 000 so'm, about 40 cents: Telegram takes no invoice of it, the sandbox checkout does.
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    await askReserveFee(e2e.app, provider.user.id, provider.service.id, 500_000);
    const user = { id: nextUserId++, first_name: 'Feruza', last_name: 'Aliyeva', language_code: 'uz', allows_write_to_pm: true };
    await shareOwnContact(e2e.app, user, '+998 94 321 65 88');
    const app = await openTelegramMiniApp(e2e.browser, e2e.app.url, user, provider.user.username);
    const { page } = app;
    await page.getByTestId(`service-${provider.service.id}`).click();
    await page.locator('[data-date]').nth(1).click();
    await page.locator('[data-time]').first().click();
    await page.getByText("Oldindan to'lov talab qilinadi").waitFor();
    await expect.poll(() => app.lastSetup('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Tasdiqlash' });
    const mark = e2e.app.telegram.calls.length;
    await app.press('main_button_pressed');

    await expect.poll(async () => (await app.calls()).filter((c) => c.name === 'web_app_open_link').length).toBe(1);
    const opened = (await app.calls()).find((c) => c.name === 'web_app_open_link');
    expect(String(opened?.data.url)).toContain('/payment/checkout/');
    expect((await app.calls()).some((c) => c.name === 'web_app_open_invoice')).toBe(false);
    expect(e2e.app.telegram.calls.slice(mark).some((c) => c.method === 'createInvoiceLink')).toBe(false);
    await page.locator('[data-testid="payment-state"][data-state="waiting"]').waitFor();
    expect(await orderOf(provider.service.id)).toEqual([expect.objectContaining({ state: 'waiting', status: 'pending' })]);
  });
});
