import { describe, expect, it } from 'vitest';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { addService, chooseFreemium, newProviderAccount, readPublicLink, register } from '../support/provider.ts';
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
