import { describe, expect, it } from 'vitest';
import { providerWithService, WEEK } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, longDate, monthTitle, shortDate, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { DEMO } from '../support/provider.ts';
import { chooseService } from '../support/public-booking.ts';

/** The calendar step offers only days that can hold a booking. */
const e2e = useE2eHarness();

describe('calendar step days', () => {
  it('disables a closed weekday, and a day whose only time is past', async () => {
    // Open on today's weekday only, for the half hour from midnight: that one start is always past by now.
    const today = todayIn();
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never, { name: 'Tungi qabul' });
    const weekday = WEEK[(new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    const saved = await provider.client.put(`/api/service-availability/${provider.service.id}`, { availability: { [weekday]: ['00:00'] } });
    expect(saved.status).toBe(200);

    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await chooseService(page, 'Tungi qabul');

    // Tomorrow is another weekday, without hours: muted and not selectable.
    const tomorrow = addDays(today, 1);
    if (!(await page.getByRole('grid', { name: monthTitle(tomorrow) }).isVisible())) {
      await page.getByRole('button', { name: 'Keyingi oy' }).click();
    }
    const closed = page.getByRole('button', { name: longDate(tomorrow), exact: true });
    await page.locator(`[data-date="${tomorrow}"][aria-disabled="true"]`).waitFor();
    expect(await closed.isEnabled()).toBe(false);
    await closed.click({ force: true });
    expect(await closed.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'Davom etish' }).isEnabled()).toBe(false);
    await page.screenshot({ path: `${artifactsDir}/calendar-closed-day-375.png` });

    // Today has hours, but its only start is gone: a day that can give nobody a time is not offered either.
    if (!(await page.getByRole('grid', { name: monthTitle(today) }).isVisible())) {
      await page.getByRole('button', { name: 'Oldingi oy' }).click();
    }
    await page.locator(`[data-date="${today}"][aria-disabled="true"]`).waitFor();
    expect(await page.getByRole('button', { name: `${longDate(today)} (Bugun)`, exact: true }).isEnabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the public cancel dialog names the appointment it cancels', async () => {
    const services = await (await fetch(`${e2e.app.url}/api/public/services/${DEMO.username}`)).json();
    let date = '';
    let free: { time: string } | undefined;
    for (let days = 10; !free && days < 20; days += 1) {
      date = addDays(todayIn(), days);
      const slots = await (await fetch(`${e2e.app.url}/api/time-slots?date=${date}&serviceId=${services[0].id}`)).json();
      free = slots.find((slot: { isAvailable: boolean }) => slot.isAvailable);
    }
    if (!free) throw new Error('the demo provider has no free time in the coming days');
    const booked = await (
      await fetch(`${e2e.app.url}/api/public/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Jasur Aliyev', phone: '+998 93 111 22 33', date, timeSlot: free.time, serviceId: services[0].id }),
      })
    ).json();

    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/${DEMO.username}?cancel=${booked.id}&confirm=${booked.confirmationNumber}`);
    const dialog = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await dialog.getByText(`Bekor qilinadigan uchrashuv: ${services[0].name}, ${shortDate(date)}, ${free.time}`).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
