import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor } from '../support/browser.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';

/** A salon of ten masters on a busy day: the grid scrolls sideways inside itself, its time axis and master row stay put. */
const e2e = useE2eHarness();

const NAMES = [
  'Nilufar Xasanova',
  'Bekzod Tursunov',
  'Dilshod Ergashev',
  'Malika Rahimova',
  'Sardor Aliyev',
  'Kamola Tursunova',
  'Jasur Aliyev',
  'Madina Yusupova',
  'Otabek Nazarov',
];

/** An owner on the Business plan (10 masters) with nine masters besides themselves, each booked four times tomorrow. */
async function busySalon() {
  const owner = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
  expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
  const ids: string[] = [(await owner.client.get('/api/staff')).body[0].id];
  for (const name of NAMES) {
    const added = await owner.client.post('/api/staff', { name, serviceIds: [owner.service.id], availability: {}, isActive: true });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    ids.push(added.body.id);
  }
  const day = addDays(todayIn(), 1);
  for (const [index, staffId] of ids.entries()) {
    for (const time of ['09:00', '10:30', '13:00', '16:00'].slice(0, 2 + (index % 3))) {
      const made = await owner.client.post('/api/bookings', {
        name: `Mijoz ${index}-${time}`,
        phone: '+998 90 111 22 33',
        date: day,
        timeSlot: time,
        serviceId: owner.service.id,
        staffId,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
  }
  return { owner, ids, day };
}

/** Where the axis's first label and the first master's name sit on the screen. */
function anchors(page: Page) {
  return page.evaluate(() => {
    const axis = document.querySelector('[data-testid="calendar-axis"]')?.getBoundingClientRect();
    const head = document.querySelector('[data-testid^="calendar-head-"]')?.getBoundingClientRect();
    return { axisX: Math.round(axis?.left ?? -1), headY: Math.round(head?.top ?? -1) };
  });
}

describe('the calendar of a salon with ten masters', () => {
  it('scrolls its columns sideways inside the grid at 1280 and 375 px, the axis and the master row staying in place', async () => {
    const { owner, ids, day } = await busySalon();
    const { page, errors, context } = await newVisitor(e2e.browser);
    await signIn(page, e2e.app.url, owner.email, owner.password);
    await page.goto(`${e2e.app.url}/user/calendar?date=${day}`);
    const scroller = page.getByTestId('calendar-scroller');
    await page.getByTestId(`calendar-column-${ids[9]}-${day}`).waitFor({ state: 'attached' });
    expect(await page.getByTestId(/^calendar-column-/).count()).toBe(10);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
      // On a phone the day shows one master at a time; the week of one master is what scrolls sideways there.
      if (width === 375) {
        await page.goto(`${e2e.app.url}/user/calendar?date=${day}&view=week&master=${ids[3]}`);
        await page.getByTestId(`calendar-column-${ids[3]}-${day}`).waitFor({ state: 'attached' });
      }
      const size = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(size.scroll, `${width} px`).toBeGreaterThan(size.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
      const before = await anchors(page);
      await scroller.evaluate((el) => {
        el.scrollLeft = 400;
        el.scrollTop = 200;
      });
      expect(await anchors(page), `${width} px`).toEqual(before);
      await page.screenshot({ path: `${artifactsDir}/calendar-10-masters-${width}.png` });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the bookings list of a salon', () => {
  it('filters by every master (one without bookings too) and searches by name, phone digits and confirmation number', async () => {
    const owner = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const masters: Array<{ id: string; name: string }> = [];
    for (const name of ['Nilufar Xasanova', 'Bekzod Tursunov']) {
      const added = await owner.client.post('/api/staff', { name, serviceIds: [owner.service.id], availability: {}, isActive: true });
      masters.push(added.body);
    }
    const day = addDays(todayIn(), 2);
    const made = [];
    for (const [name, phone, time] of [
      ['Sardor Aliyev', '+998 90 111 22 33', '10:00'],
      ['Kamola Tursunova', '+998 93 444 55 66', '11:00'],
    ]) {
      const reply = await owner.client.post('/api/bookings', {
        name,
        phone,
        date: day,
        timeSlot: time,
        serviceId: owner.service.id,
        staffId: masters[0]?.id,
      });
      expect(reply.status).toBe(201);
      made.push(reply.body as { confirmationNumber: string });
    }
    const { page, errors, context } = await newVisitor(e2e.browser);
    await signIn(page, e2e.app.url, owner.email, owner.password);
    await page.goto(`${e2e.app.url}/user/bookings`);
    await page.getByRole('article', { name: 'Sardor Aliyev' }).waitFor();
    // Every master is offered, Bekzod too though nobody booked him yet; choosing him empties the list.
    const master = page.getByLabel('Usta', { exact: true });
    expect(await master.locator('option').allTextContents()).toEqual([
      'Barcha ustalar',
      'Aziz Karimov',
      'Nilufar Xasanova',
      'Bekzod Tursunov',
    ]);
    await master.selectOption(masters[1]?.id ?? '');
    await page.getByText("Bu filtrlarga mos uchrashuv yo'q").waitFor();
    expect(page.url()).toContain(`master=${masters[1]?.id}`);
    await page.getByRole('button', { name: 'Filtrlarni tozalash' }).click();
    await page.getByRole('article', { name: 'Kamola Tursunova' }).waitFor();

    const search = page.getByLabel('Qidirish');
    for (const [query, found, gone] of [
      ['4445', 'Kamola Tursunova', 'Sardor Aliyev'],
      ['sardor', 'Sardor Aliyev', 'Kamola Tursunova'],
    ] as const) {
      await search.fill(query);
      await page.getByRole('article', { name: found }).waitFor();
      await expect.poll(() => page.getByRole('article', { name: gone }).count()).toBe(0);
    }
    // By the confirmation number (the server also matches its digits in phones, so Sardor may come too).
    await search.fill(made[1]?.confirmationNumber ?? '');
    await page.getByRole('article', { name: 'Kamola Tursunova' }).waitFor();
    // A reload keeps the search.
    await page.reload();
    expect(await page.getByLabel('Qidirish').inputValue()).toBe(made[1]?.confirmationNumber);
    await page.getByRole('article', { name: 'Kamola Tursunova' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
