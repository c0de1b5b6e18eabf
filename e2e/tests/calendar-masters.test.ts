import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, longDate, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';

/** The owner's calendar of a business of three masters: a column per master on a desktop, a master filter on a phone. */
const e2e = useE2eHarness();

/** An owner with two masters besides themselves, one booking for each of the two tomorrow at 10:00. */
async function salonWithBookings() {
  const owner = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
  expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
  const masters: Array<{ id: string; name: string }> = [];
  for (const name of ['Nilufar Xasanova', 'Bekzod Tursunov']) {
    const added = await owner.client.post('/api/staff', { name, serviceIds: [owner.service.id], availability: {}, isActive: true });
    expect(added.status).toBe(201);
    masters.push(added.body);
  }
  const [nilufar, bekzod] = masters as [{ id: string; name: string }, { id: string; name: string }];
  const day = addDays(todayIn(), 1);
  const book = (staffId: string, name: string) =>
    owner.client.post('/api/bookings', {
      name,
      phone: '+998 90 111 22 33',
      date: day,
      timeSlot: '10:00',
      serviceId: owner.service.id,
      staffId,
    });
  expect((await book(nilufar.id, 'Sardor Aliyev')).status).toBe(201);
  expect((await book(bekzod.id, 'Kamola Tursunova')).status).toBe(201);

  return { owner, nilufar, bekzod, day };
}

/** Signs the owner in on a phone and opens their calendar on `day`. */
async function openCalendar(owner: { email: string; password: string }, day: string) {
  const visitor = await newVisitor(e2e.browser, PHONE);
  const { page } = visitor;
  await signIn(page, e2e.app.url, owner.email, owner.password);
  await page.goto(`${e2e.app.url}/user/calendar`);
  await page.getByRole('group', { name: 'Hafta kunlari' }).waitFor();
  const dayButton = page.getByRole('button', { name: new RegExp(`${longDate(day)}$`) });
  if (!(await dayButton.isVisible())) await page.getByRole('button', { name: 'Keyingi hafta' }).click();
  await dayButton.click();
  return visitor;
}

/**
 * What sticks out sideways: of the header past the screen's `width` (a phone's browser widens its page to fit, so the
 * page's own width proves nothing), and of each booking card past the card. Nothing, when everything fits.
 */
function spills(page: Page, width: number) {
  return page.evaluate((screen) => {
    const found: string[] = [];
    for (const part of document.querySelectorAll('header *')) {
      const box = part.getBoundingClientRect();
      if (box.width > 0 && box.right > screen + 0.5) found.push(`header: ${(part.textContent ?? '').slice(0, 30)}`);
    }
    for (const card of document.querySelectorAll('article')) {
      const edge = card.getBoundingClientRect().right;
      for (const part of card.querySelectorAll('*')) {
        if (part.getBoundingClientRect().right > edge + 0.5)
          found.push(`${card.getAttribute('data-testid')}: ${(part.textContent ?? '').slice(0, 30)}`);
      }
    }
    return found;
  }, width);
}

describe('the calendar of a business with several masters', () => {
  it('shows one column per master at 1280 px and filters by master at 375 px', async () => {
    const { owner, nilufar, bekzod, day } = await salonWithBookings();
    const { page, errors } = await openCalendar(owner, day);

    // A phone: one list, and a master filter that narrows it.
    const filter = page.getByLabel('Usta', { exact: true });
    await filter.waitFor();
    await page.getByText('Sardor Aliyev').waitFor();
    await page.getByText('Kamola Tursunova').waitFor();
    await filter.selectOption(bekzod.id);
    await page.getByText('Sardor Aliyev').waitFor({ state: 'detached' });
    expect(await page.getByText('Kamola Tursunova').isVisible()).toBe(true);
    await page.screenshot({ path: `${artifactsDir}/calendar-masters-375.png`, fullPage: true });

    // A desktop: a column per master, each with only their own bookings, and no filter.
    await page.setViewportSize({ width: 1280, height: 900 });
    const nilufarColumn = page.getByTestId(`master-column-${nilufar.id}`);
    await nilufarColumn.getByText('Sardor Aliyev').waitFor();
    expect(await nilufarColumn.getByText('Kamola Tursunova').count()).toBe(0);
    await page.getByTestId(`master-column-${bekzod.id}`).getByText('Kamola Tursunova').waitFor();
    expect(await page.getByTestId(/^master-column-/).count()).toBe(3);
    expect(await filter.count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/calendar-masters-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names each booking's master in the phone list, and nothing spills out of the menu or the columns at 1280 and 1024 px", async () => {
    const { owner, nilufar, bekzod, day } = await salonWithBookings();
    const { page, errors } = await openCalendar(owner, day);
    const card = (client: string) => page.getByRole('article', { name: client });
    await card('Sardor Aliyev').waitFor();
    expect(await card('Sardor Aliyev').getByText(`Usta: ${nilufar.name}`).count()).toBe(1);
    expect(await card('Kamola Tursunova').getByText(`Usta: ${bekzod.name}`).count()).toBe(1);
    expect(await spills(page, 375)).toEqual([]);

    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId(`master-column-${nilufar.id}`).getByText('Sardor Aliyev').waitFor();
      expect(await spills(page, width), `${width} px`).toEqual([]);
      // In a column the card's own master goes without saying.
      expect(await card('Sardor Aliyev').getByText(`Usta: ${nilufar.name}`).count()).toBe(0);
      // The full menu fits one line at 1280 px, its greeting with the first name; narrower, the menu button.
      const greeting = page.getByRole('navigation', { name: 'Asosiy menyu' }).getByText('Salom, Aziz', { exact: true });
      expect(await greeting.isVisible(), `${width} px`).toBe(width === 1280);
    }
    await page.screenshot({ path: `${artifactsDir}/calendar-masters-1024.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
