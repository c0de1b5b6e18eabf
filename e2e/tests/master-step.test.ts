import { describe, expect, it } from 'vitest';
import { halfHours, planId, providerWithService, WEEK } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import {
  chooseFirstFreeTime,
  chooseService,
  continueToConfirmation,
  fillClientDetails,
  SUCCESS_TITLE,
  submitBooking,
} from '../support/public-booking.ts';
import { readText } from '../support/text.ts';

/** The public page of a salon of three masters: the master step appears only where a service has several. */
const e2e = useE2eHarness();

async function salon() {
  const owner = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
  expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
  // Made before the masters, so it stays the owner's alone (a new service goes to every active master).
  const solo = await owner.client.post('/api/services', { name: 'Manikyur', description: 'Qisqa', price: "50 000 so'm", duration: 30 });
  expect(solo.status).toBe(201);
  await owner.client.put(`/api/service-availability/${solo.body.id}`, {
    availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '18:00')])),
  });
  const masters = [];
  for (const [name, title] of [
    ['Nilufar Xasanova', 'Stilist'],
    ['Bekzod Tursunov', null],
  ] as const) {
    const added = await owner.client.post('/api/staff', { name, title, serviceIds: [owner.service.id], availability: {}, isActive: true });
    expect(added.status).toBe(201);
    masters.push(added.body);
  }
  const [nilufar, bekzod] = masters;
  const services = (await owner.client.get(`/api/public/services/${owner.user.id}`)).body;
  expect(services.find((s: { id: number }) => s.id === owner.service.id).staff).toHaveLength(3);
  expect(services.find((s: { id: number }) => s.id === solo.body.id).staff).toHaveLength(1);
  return { owner, nilufar, bekzod };
}

describe('the master step on the public page', () => {
  it("shows the masters for a service they share; Farqi yo'q books one of them and the success step names them", async () => {
    const { owner, nilufar } = await salon();
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/schedule/${owner.user.id}`);
    await page.getByRole('button', { name: /^Soch olish/ }).click();
    await page.getByRole('heading', { name: 'Ustani tanlang' }).waitFor();
    // "Farqi yo'q" first and chosen by default, then each master with their title.
    expect(await page.getByRole('button', { name: /^Farqi yo'q/, pressed: true }).count()).toBe(1);
    expect(await readText(page.getByRole('button', { name: /^Nilufar Xasanova/ }))).toContain('Stilist');
    await page.getByRole('button', { name: /^Bekzod Tursunov/ }).waitFor();
    await page.getByRole('button', { name: /^Aziz Karimov/ }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/master-step-375.png`, fullPage: true });
    // The master step is a step of its own in the progress, and its six steps share one line without words running together.
    const progress = page.getByRole('navigation', { name: 'Buyurtma bosqichlari' });
    expect(await readText(progress)).toContain('Usta');
    const labels = await progress
      .locator('li > span:last-child')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect()).filter((box) => box.width > 1));
    const tops = new Set(
      await progress.locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top))),
    );
    expect(tops.size).toBe(1);
    for (const [i, box] of labels.entries())
      for (const other of labels.slice(i + 1)) expect(box.right <= other.left || other.right <= box.left).toBe(true);

    await page.getByRole('button', { name: /^Farqi yo'q/ }).click();
    await page.getByRole('heading', { name: 'Kunni tanlang' }).waitFor();
    await chooseFirstFreeTime(page);
    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Jasur Aliyev', phone: '+998 93 765 43 21' });
    await submitBooking(page);
    const success = await readText(page.getByRole('main'));
    expect(success).toContain(SUCCESS_TITLE);
    const [booking] = (await owner.client.get('/api/bookings')).body;
    const staff = booking.staff as { id: string; name: string };
    // Farqi yo'q picked someone; the step names whoever it was, with their title as the label when they have one.
    const label = staff.id === nilufar.id ? 'Stilist' : 'Usta';
    const row = page.locator('.detail-row', { hasText: staff.name });
    expect(await readText(row)).toBe(`${label}\n${staff.name}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no master step for a service only one master does, and the success step names nobody', async () => {
    const { owner } = await salon();
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/schedule/${owner.user.id}`);
    await page.getByRole('button', { name: /^Manikyur/ }).click();
    await page.getByRole('heading', { name: 'Kunni tanlang' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Ustani tanlang' }).count()).toBe(0);
    expect(await readText(page.getByRole('navigation', { name: 'Buyurtma bosqichlari' }))).not.toContain('Usta');
    await chooseFirstFreeTime(page);
    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Jasur Aliyev', phone: '+998 93 765 43 21' });
    await submitBooking(page);
    const success = await readText(page.getByRole('main'));
    expect(success).toContain(SUCCESS_TITLE);
    expect(success).not.toContain('Usta');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('books the master the client picked, whose times the day step offers', async () => {
    const { owner, bekzod } = await salon();
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/schedule/${owner.user.id}`);
    await chooseService(page, 'Soch olish', 'Bekzod Tursunov');
    await chooseFirstFreeTime(page);
    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Jasur Aliyev', phone: '+998 93 765 43 21' });
    await submitBooking(page);
    expect(await readText(page.locator('.detail-row', { hasText: 'Bekzod Tursunov' }))).toBe('Usta\nBekzod Tursunov');
    const [booking] = (await owner.client.get('/api/bookings')).body;
    expect(booking.staff.id).toBe(bekzod.id);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
