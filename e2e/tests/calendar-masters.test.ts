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
