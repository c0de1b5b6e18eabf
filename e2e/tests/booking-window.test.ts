import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, monthTitle, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { chooseService } from '../support/public-booking.ts';

/** The public calendar follows the service's rules: its last day is maxAdvanceDays away, its first the notice's end. */
const e2e = useE2eHarness();

describe('public calendar and the booking window', () => {
  it('offers no day past maxAdvanceDays, none the minimum notice empties, and not a day off', async () => {
    // Two days' notice, six days ahead at most; a day off inside the window.
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never, {
      name: 'Oyna',
      minNoticeMinutes: 2 * 24 * 60,
      maxAdvanceDays: 6,
    });
    const today = todayIn();
    const off = addDays(today, 4);
    expect((await provider.client.post('/api/time-off', { from: off, to: off })).status).toBe(201);

    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await chooseService(page, 'Oyna');
    /** Waits until the day shows as it should in its own month's grid (lists arrive after the grid). */
    const day = async (date: string, state: 'open' | 'shut') => {
      const month = page.getByRole('grid', { name: monthTitle(date) });
      if (!(await month.isVisible())) {
        await page.getByRole('button', { name: 'Keyingi oy' }).click();
        await month.waitFor();
      }
      await month.locator(`[data-date="${date}"]${state === 'shut' ? '[aria-disabled="true"]' : ':not([aria-disabled])'}`).waitFor();
    };
    await day(today, 'shut');
    await day(addDays(today, 1), 'shut');
    await day(addDays(today, 3), 'open');
    await day(off, 'shut');
    await day(addDays(today, 6), 'open');
    await day(addDays(today, 7), 'shut');
    await page.screenshot({ path: `${artifactsDir}/booking-window-375.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
