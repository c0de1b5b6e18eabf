import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, monthTitle, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { chooseFirstFreeTime, chooseService, continueToConfirmation, fillClientDetails } from '../support/public-booking.ts';

/**
 * The public page's month calendar as a keyboard user meets it (DECISIONS.md: a WAI-ARIA grid): one tab stop, the
 * arrow keys move the day (turning the month when they cross it), Home/End go to the week's ends, PageUp/PageDown a
 * month, Enter picks.
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);

/** Monday of the week `date` is in (weeks start on Monday). */
function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

describe('the month calendar on the keyboard', () => {
  it('is one tab stop, moves the day with the arrows, Home, End and the page keys, and picks with Enter', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const { page, context, errors } = await newVisitor(e2e.browser);
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await chooseService(page, 'Soch olish');
    const today = todayIn();
    const grid = page.getByRole('grid', { name: monthTitle(today) });
    await grid.waitFor();

    // One tab stop among the 42 days: today, until a day is chosen.
    expect(await grid.locator('[data-date][tabindex="0"]').evaluateAll((days) => days.map((d) => d.getAttribute('data-date')))).toEqual([
      today,
    ]);
    await page.getByRole('button', { name: 'Keyingi oy' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedDay(page)).toBe(today);

    // PageDown: the same day a month on (the month's last when it is shorter), and the grid shows that month.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const ahead = new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
    await page.keyboard.press('PageDown');
    expect(await focusedDay(page)).toBe(ahead);
    await page.getByRole('grid', { name: monthTitle(ahead) }).waitFor();

    // There (never in a past month the grid will not show), the arrows move a day and a week, Home/End to the week's ends.
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe(addDays(ahead, 1));
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay(page)).toBe(ahead);
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe(addDays(ahead, 7));
    await page.keyboard.press('ArrowUp');
    expect(await focusedDay(page)).toBe(ahead);
    await page.keyboard.press('End');
    expect(await focusedDay(page)).toBe(addDays(mondayOf(ahead), 6));
    await page.keyboard.press('Home');
    expect(await focusedDay(page)).toBe(mondayOf(ahead));
    for (let i = 0; i < (Date.parse(ahead) - Date.parse(mondayOf(ahead))) / 86_400_000; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe(ahead);
    await page.keyboard.press('PageUp');
    expect(await focusedDay(page)).toBe(today);
    await page.getByRole('grid', { name: monthTitle(today) }).waitFor();
    await page.keyboard.press('PageDown');

    // Enter picks the focused day (this provider works every day) and Davom etish wakes up.
    const picked = ahead;
    expect(await focusedDay(page)).toBe(picked);
    await page.keyboard.press('Enter');
    expect(await page.locator(`[data-date="${picked}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator(`[role="gridcell"]:has([data-date="${picked}"])`).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'Davom etish' }).isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(artifactsDir, 'calendar-keyboard.png'), fullPage: true });

    // The chosen day is now the grid's one tab stop: Tab leaves the grid, Shift+Tab comes back to that day.
    expect(await page.locator('[role="grid"] [data-date][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focusedDay(page)).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedDay(page)).toBe(picked);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a "slot taken" toast on a phone leaves the step buttons it answers uncovered', { timeout: 90_000 }, async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const { page, context } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await chooseService(page, 'Soch olish');
    const { date, time } = await chooseFirstFreeTime(page, undefined, addDays(todayIn(), 2));
    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Sevara Tursunova', phone: '+998 90 444 55 66' });
    // Someone else takes the time while this client types.
    const other = await new HttpClient(e2e.app.url).post('/api/public/bookings', bookingBody(provider.service.id, date, time));
    expect(other.status).toBe(201);
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await page.getByTestId('toast').waitFor();
    await page.getByRole('heading', { name: 'Vaqtni tanlang' }).waitFor();

    const covered = () =>
      page.evaluate(() => {
        const toast = document.querySelector('[data-testid="toast"]')?.getBoundingClientRect();
        if (!toast) return null;
        return [...document.querySelectorAll('[data-toast-avoid]')].some((el) => {
          const r = el.getBoundingClientRect();
          return toast.top < r.bottom && r.top < toast.bottom && toast.left < r.right && r.left < toast.right;
        });
      });
    // The buttons at the bottom of the screen, where the toast would sit: it moves out of their way.
    await page.locator('[data-toast-avoid]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(covered).toBe(false);
    await page.screenshot({ path: path.join(artifactsDir, 'toast-clear-of-steps.png') });
    await context.close();
  });
});
