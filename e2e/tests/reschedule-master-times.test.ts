import { describe, expect, it } from 'vitest';
import { bookingBody, planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, shortDate, todayIn } from '../support/dates.ts';
import { pickDate } from '../support/date-field.ts';
import { useE2eHarness } from '../support/harness.ts';

/** A move keeps its master: the public reschedule dialog offers that master's times, none on a day at the daily cap. */
const e2e = useE2eHarness();

describe('the public reschedule dialog and the daily cap', () => {
  it("offers no time on a day the booking's master has filled, though another master is free then", async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never, { dailyLimit: 1 });
    expect(
      (await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') })).status,
    ).toBe(200);
    const other = await provider.client.post('/api/staff', {
      name: 'Nilufar Xasanova',
      serviceIds: [provider.service.id],
      availability: {},
      isActive: true,
    });
    expect(other.status).toBe(201);
    const owner = ((await provider.client.get('/api/staff')).body as { id: string }[]).find((m) => m.id !== other.body.id);
    const full = addDays(todayIn(), 3);
    const open = addDays(todayIn(), 4);
    const book = (date: string, phone: string) =>
      new HttpClient(e2e.app.url).post(
        '/api/public/bookings',
        bookingBody(provider.service.id, date, '10:00', { phone, staffId: owner?.id }),
      );
    expect((await book(full, '+998 90 111 22 01')).status).toBe(201);
    const moving = await book(addDays(todayIn(), 5), '+998 90 111 22 02');
    expect(moving.status).toBe(201);

    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    const proof = `confirm=${moving.body.confirmationNumber}&token=${moving.body.clientToken}`;
    await page.goto(`${e2e.app.url}/${provider.user.username}?reschedule=${moving.body.id}&${proof}`);
    const dialog = page.getByRole('dialog', { name: "Uchrashuvni ko'chirish" });
    const times = dialog.getByLabel('Yangi vaqt');
    const offered = async () => (await times.locator('option:not([disabled])').allTextContents()).length;

    await pickDate(dialog, 'Yangi sana', open);
    await dialog.getByRole('button', { name: `Yangi sana ${shortDate(open)}` }).waitFor();
    await expect.poll(offered).toBeGreaterThan(0);

    await pickDate(dialog, 'Yangi sana', full);
    await dialog.getByRole('button', { name: `Yangi sana ${shortDate(full)}` }).waitFor();
    await expect.poll(() => times.isEnabled()).toBe(true);
    expect(await offered()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
