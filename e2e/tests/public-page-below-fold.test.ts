import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { scrollToPageEnd } from '../support/public-booking.ts';

/**
 * The demo salon's public page: what sits below the booking card (photos, address and map links, the week's hours,
 * the reviews) is not part of the first screen's downloads; a visitor who scrolls to it sees it, and a window tall
 * enough to show it at once shows it without scrolling.
 */
const e2e = useE2eHarness();

/** The business section's own script: requested only once its place is on the screen. */
const isSectionCode = (url: string) => /\/assets\/BusinessSection-[\w-]+\.js$/.test(url);

async function seesTheBusiness(page: import('playwright-core').Page): Promise<void> {
  const section = page.getByTestId('business-section');
  await section.waitFor();
  // The photos, the place with its map links, and the week's hours, all drawn and on the screen.
  const photos = section.getByRole('list', { name: 'Suratlar' }).getByRole('button');
  await photos.first().waitFor();
  expect(await photos.count()).toBeGreaterThan(0);
  await section.getByRole('link', { name: 'Yandex' }).waitFor();
  await section.getByText('Dushanba', { exact: true }).waitFor();
  expect(await section.getByText('Dushanba', { exact: true }).isVisible()).toBe(true);
}

describe('the public page below its first screen', () => {
  it('loads on a phone only when the visitor scrolls to it, then shows the photos, the place and the hours', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${e2e.app.url}/demo`);
    await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    // The first screen is complete and idle: the section's code, its photos and the reviews were not fetched.
    expect(requested.filter(isSectionCode)).toEqual([]);
    expect(requested.filter((url) => url.includes('/api/public/reviews/'))).toEqual([]);
    expect(await page.getByTestId('business-section').count()).toBe(0);

    await scrollToPageEnd(page);
    await seesTheBusiness(page);
    expect(requested.filter(isSectionCode)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows them at once, without scrolling, on a 1280 px window tall enough to hold them', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser, { viewport: { width: 1280, height: 2400 } });
    await page.goto(`${e2e.app.url}/demo`);
    await seesTheBusiness(page);
    // Nobody scrolled: the section came because its place was on the screen from the start.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await page.getByTestId('business-section').boundingBox();
    expect(box!.y).toBeLessThan(2400);
    expect(errors).toEqual([]);
    await context.close();
  });
});
