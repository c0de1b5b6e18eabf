import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_ADMIN, expectAccessible } from '../support/admin.ts';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { addService, chooseFreemium, DEMO, newProviderAccount, readPublicLink, register, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';
import { chooseFirstFreeTime, chooseService, continueToConfirmation, fillClientDetails } from '../support/public-booking.ts';

/**
 * Paying on this machine: without Payme credentials the app's own checkout stands in for Payme and drives the
 * same merchant methods. A provider buys Asosiy; a client pays a reserve fee; another client gives up on paying
 * and the slot comes free again.
 */
const e2e = useE2eHarness();

const SERVICE = {
  name: 'Stomatolog maslahati',
  description: "Og'iz bo'shlig'ini ko'rik",
  price: "150 000 so'm",
  durationMinutes: 30,
  cancellationHours: 2,
};

async function api<T>(page: import('playwright-core').Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.body ? { 'content-type': 'application/json' } : {},
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return response.json();
    },
    { path, init },
  ) as Promise<T>;
}

describe('payments in the sandbox checkout', () => {
  it('a provider pays for Asosiy, a client pays a reserve fee, an unpaid reserve frees its slot', async () => {
    const provider = await newVisitor(e2e.browser);
    const account = newProviderAccount('Malika', 'Rahimova');
    await register(provider.page, e2e.app.url, account);
    await chooseFreemium(provider.page, e2e.app.url);
    await addService(provider.page, e2e.app.url, SERVICE);
    const plans = await api<Array<{ id: number; code: string }>>(provider.page, '/api/subscription-plans');
    const asosiy = plans.find((plan) => plan.code === 'asosiy')!;

    // /payment?planId= -> To'lash opens the checkout in a new window; the page returns to plan selection.
    await provider.page.goto(`${e2e.app.url}/payment?planId=${asosiy.id}`);
    const [checkout] = await Promise.all([
      provider.page.waitForEvent('popup'),
      provider.page.getByRole('button', { name: "To'lash" }).click(),
    ]);
    await checkout.waitForURL(/\/payment\/checkout\//);
    await checkout.getByTestId('checkout-amount').waitFor();
    expect(await readText(checkout.getByTestId('checkout-amount'))).toMatch(/49\s000/);
    await checkout.screenshot({ path: `${artifactsDir}/payment-checkout-plan.png` });
    await checkout.getByRole('button', { name: "To'lash" }).click();
    await checkout.waitForURL(/\/payment\/return\?order=\d+/);
    await checkout.getByText("To'lov qabul qilindi").waitFor();
    await checkout.screenshot({ path: `${artifactsDir}/payment-return-paid.png` });
    await provider.page.waitForURL(`${e2e.app.url}/subscription-selection`);
    const mine = await api<{ plan: { name: string }; endDate: string }>(provider.page, '/api/my-subscription');
    expect(mine.plan.name).toBe('Asosiy');
    expect(Math.round((new Date(mine.endDate).getTime() - Date.now()) / 86_400_000)).toBe(30);

    // A reserve fee of 50 000 so'm on the service (Asosiy allows it).
    const services = await api<Array<Record<string, unknown>>>(provider.page, '/api/services');
    const service = services[0]!;
    await api(provider.page, `/api/services/${service.id}`, {
      method: 'PUT',
      body: {
        name: service.name,
        description: service.description,
        price: service.price,
        duration: service.duration,
        cancellationHours: 2,
        reserveFee: 5_000_000,
      },
    });
    const publicLink = await readPublicLink(provider.page, e2e.app.url);

    // A client books it: the confirmation step sends them to pay; paid, their booking says so.
    const client = await newVisitor(e2e.browser);
    await client.page.goto(publicLink);
    await chooseService(client.page, SERVICE.name);
    const booked = await chooseFirstFreeTime(client.page);
    await continueToConfirmation(client.page);
    await client.page.getByText("Oldindan to'lov talab qilinadi").waitFor();
    await fillClientDetails(client.page, { name: 'Sardor Aliyev', phone: '+998 91 222 33 44', email: 'sardor@example.uz' });
    await client.page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await client.page.waitForURL(/\/payment\/checkout\//);
    expect(await readText(client.page.getByTestId('checkout-amount'))).toMatch(/50\s000/);
    await client.page.getByRole('button', { name: "To'lash" }).click();
    await client.page.getByText("To'lov qabul qilindi").waitFor();
    await client.page.getByRole('link', { name: "Uchrashuvni ko'rish" }).click();
    await client.page.waitForURL(/\/booking-success\?booking=/);
    await client.page.getByRole('heading', { level: 1, name: "To'lov muvaffaqiyatli amalga oshirildi!" }).waitFor();
    await client.page.screenshot({ path: `${artifactsDir}/payment-reserve-booking-success.png`, fullPage: true });
    const success = await readText(client.page.getByRole('main'));
    expect(success).toMatch(/50\s000/);
    expect(success).toContain(booked.time);

    // Another client gives up at the checkout: the slot they held is free again.
    const quitter = await newVisitor(e2e.browser);
    await quitter.page.goto(publicLink);
    await chooseService(quitter.page, SERVICE.name);
    const held = await chooseFirstFreeTime(quitter.page);
    await continueToConfirmation(quitter.page);
    await fillClientDetails(quitter.page, { name: 'Kamola Tursunova', phone: '+998 93 444 55 66' });
    await quitter.page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await quitter.page.waitForURL(/\/payment\/checkout\//);
    const slotsOf = async () =>
      api<Array<{ time: string; isAvailable: boolean }>>(quitter.page, `/api/time-slots?date=${held.date}&serviceId=${service.id}`);
    expect((await slotsOf()).find((slot) => slot.time === held.time)?.isAvailable).toBe(false);
    await quitter.page.getByRole('button', { name: 'Bekor qilish' }).click();
    await quitter.page.getByText("To'lov bekor qilindi").waitFor();
    await quitter.page.screenshot({ path: `${artifactsDir}/payment-reserve-cancelled.png` });
    expect((await slotsOf()).find((slot) => slot.time === held.time)?.isAvailable).toBe(true);
    for (const visitor of [provider, client, quitter]) expect(visitor.errors).toEqual([]);
  });
});

describe('checkout links', () => {
  it('open the checkout page whatever their payload holds: base64url links, and older standard-base64 ones with "/"', async () => {
    const provider = await newVisitor(e2e.browser);
    await register(provider.page, e2e.app.url, newProviderAccount('Jasur', 'Qodirov'));
    await chooseFreemium(provider.page, e2e.app.url);
    const plans = await api<Array<{ id: number; code: string }>>(provider.page, '/api/subscription-plans');
    const asosiy = plans.find((plan) => plan.code === 'asosiy')!;
    const order = async () =>
      api<{ orderId: string; orderToken: string; paymentUrl: string; amount: number }>(provider.page, '/api/payment/subscription', {
        method: 'POST',
        body: { planId: asosiy.id },
      });

    // The link the app gives: one URL-safe segment.
    const fresh = await order();
    expect(new URL(fresh.paymentUrl).pathname).toMatch(/^\/payment\/checkout\/[A-Za-z0-9_-]+$/);
    await provider.page.goto(fresh.paymentUrl);
    expect(await readText(provider.page.getByTestId('checkout-amount'))).toMatch(/49\s000/);

    // A standard-base64 payload with "/" in it (as links were made before): still the checkout, not 404.
    const old = await order();
    // "???" encodes to "Pz8/": five of them give a "/" whatever their alignment.
    const back = `${e2e.app.url}/payment/return?order=${old.orderId}&token=${old.orderToken}&pad=?????`;
    const params = `m=qabul-sandbox;ac.order_id=${old.orderId};a=${old.amount};l=uz;c=${back}`;
    const standard = Buffer.from(params).toString('base64');
    expect(standard).toContain('/');
    await provider.page.goto(`${e2e.app.url}/payment/checkout/${standard}`);
    await provider.page.getByTestId('checkout-amount').waitFor();
    expect(await readText(provider.page.getByTestId('checkout-amount'))).toMatch(/49\s000/);
    await provider.page.getByRole('button', { name: "To'lash" }).click();
    await provider.page.waitForURL(/\/payment\/return\?order=\d+&token=/);
    await provider.page.getByText("To'lov qabul qilindi").waitFor();
    expect(provider.errors).toEqual([]);
  });

  it("the return page shows nothing to someone else's browser without the order's token", async () => {
    const provider = await newVisitor(e2e.browser);
    await register(provider.page, e2e.app.url, newProviderAccount('Sevara', 'Nazarova'));
    await chooseFreemium(provider.page, e2e.app.url);
    const plans = await api<Array<{ id: number; code: string }>>(provider.page, '/api/subscription-plans');
    const placed = await api<{ orderId: string }>(provider.page, '/api/payment/subscription', {
      method: 'POST',
      body: { planId: plans.find((plan) => plan.code === 'premium')!.id },
    });
    const stranger = await newVisitor(e2e.browser);
    await stranger.page.goto(`${e2e.app.url}/payment/return?order=${placed.orderId}`);
    await stranger.page.getByText("To'lov buyurtmasi topilmadi").waitFor();
    await provider.page.goto(`${e2e.app.url}/payment/return?order=${placed.orderId}`);
    await provider.page.getByTestId('payment-state').waitFor();
    expect(await provider.page.getByTestId('payment-state').getAttribute('data-state')).toBe('waiting');
  });
});

describe('/test-payment and /real-payment', () => {
  it('a platform admin checks the Payme setup on both and reads every response section; a provider is refused', async () => {
    // The accessibility check injects axe, which the app's CSP would refuse.
    const admin = await newVisitor(e2e.browser, { bypassCSP: true });
    await signIn(admin.page, e2e.app.url, DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password);
    const sections = ["To'lov", 'Muammolarni hal qilish', 'Webhook (Endpoint URL)', 'Eslatma', 'Ogohlantirish'];

    await admin.page.goto(`${e2e.app.url}/test-payment`);
    await admin.page.getByRole('heading', { level: 1, name: "Test to'lov" }).waitFor();
    const amount = admin.page.getByLabel("Summa (so'm)");
    expect(await amount.inputValue()).toBe('10000');
    await amount.fill('999');
    await admin.page.getByRole('button', { name: "Test to'lovni yaratish" }).click();
    await admin.page.getByText("Summa 1 000 dan 100 000 000 so'mgacha butun son bo'lishi kerak").waitFor();
    await amount.fill('25000');
    await admin.page.getByRole('button', { name: "Test to'lovni yaratish" }).click();
    await admin.page.getByTestId('payment-check-answer').waitFor();
    for (const name of sections) await admin.page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    const paid = await readText(admin.page.getByTestId('payment-check-testPayment'));
    expect(paid).toMatch(/25\s000/);
    expect(paid).toContain('Sinov');
    await admin.page.screenshot({ path: `${artifactsDir}/test-payment.png`, fullPage: true });
    await expectAccessible(admin.page, '/test-payment');

    await admin.page.goto(`${e2e.app.url}/real-payment`);
    await admin.page.getByRole('heading', { level: 1, name: "Haqiqiy to'lov" }).waitFor();
    await admin.page.getByText('Diqqat: haqiqiy pul').waitFor();
    const realAmount = admin.page.getByLabel("Summa (so'm)");
    expect(await realAmount.inputValue()).toBe('10000');
    await realAmount.fill('1500');
    await admin.page.getByRole('button', { name: "Haqiqiy to'lov havolasini yaratish" }).click();
    await admin.page.getByText("Haqiqiy to'lov summasi 1 000 so'mga karrali bo'lishi kerak").waitFor();
    await realAmount.fill('2000');
    await admin.page.getByRole('button', { name: "Haqiqiy to'lov havolasini yaratish" }).click();
    await admin.page.getByTestId('payment-check-answer').waitFor();
    for (const name of sections) await admin.page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    expect(await readText(admin.page.getByTestId('payment-check-testPayment'))).toContain('Ishlab chiqarish');
    expect(await readText(admin.page.getByTestId('payment-check-warning'))).toMatch(/haqiqiy/i);
    await admin.page.screenshot({ path: `${artifactsDir}/real-payment.png`, fullPage: true });
    expect(admin.errors).toEqual([]);

    const provider = await newVisitor(e2e.browser);
    await signIn(provider.page, e2e.app.url, DEMO.email, DEMO.password);
    for (const path of ['/test-payment', '/real-payment']) {
      await provider.page.goto(`${e2e.app.url}${path}`);
      await provider.page.waitForURL((url) => url.pathname !== path);
      expect(await provider.page.getByTestId('payment-check-answer').count()).toBe(0);
    }
    const anonymous = await newVisitor(e2e.browser);
    await anonymous.page.goto(`${e2e.app.url}/test-payment`);
    await anonymous.page.waitForURL(`${e2e.app.url}/auth`);
  });
});
