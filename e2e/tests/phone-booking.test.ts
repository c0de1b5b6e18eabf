import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { longDate } from '../support/dates.ts';
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

/**
 * The public page on a 375x812 phone (where most clients open it, from Telegram), booking the demo
 * provider. Each step is saved to e2e/artifacts/booking-375-step*.png for a person to look at.
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

/**
 * Nothing may stick out sideways: a phone page that scrolls horizontally is broken. Returns the
 * innermost elements reaching past the right edge (tag, class and text), empty when all fit.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

async function snapshot(page: Page, name: string): Promise<void> {
  const file = path.join(artifactsDir, `booking-375-${name}.png`);
  // Each step scrolls itself into view; from the top, the sticky header sits where a person first sees it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect((await stat(file)).size).toBeGreaterThan(0);
  expect(await sidewaysOverflow(page), `${name} scrolls sideways`).toEqual([]);
}

describe('public booking page at 375x812', () => {
  it('books the demo provider through all five steps, one screenshot per step', async () => {
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/demo`);
    await page.getByRole('heading', { name: 'Aziz Barber Studio', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Soch olish/ }).waitFor();
    await snapshot(page, 'step1-service');

    await chooseService(page, 'Soch olish');
    const chosen = await chooseFirstFreeTime(page, () => snapshot(page, 'step2-calendar'));
    await snapshot(page, 'step3-time');

    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Jasur Aliyev', phone: '+998 93 765 43 21' });
    await snapshot(page, 'step4-confirmation');

    await submitBooking(page);
    await snapshot(page, 'step5-success');
    const success = await readText(page.getByRole('main'));
    expect(success).toContain(SUCCESS_TITLE);
    expect(success).toContain(longDate(chosen.date));
    expect(success).toContain(chosen.time);
    expect(errors).toEqual([]);
  });
});
