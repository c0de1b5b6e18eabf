import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newVisitor, type Visitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { chooseFirstFreeTime, chooseService, continueToConfirmation, fillClientDetails, submitBooking } from '../support/public-booking.ts';

/** axe-core over the pages people reach first; 'serious' and 'critical' findings fail. */
const e2e = useE2eHarness();

/**
 * Reduced motion: axe judges colours of the settled page, not a frame of a fade-in. bypassCSP: the app's
 * Content-Security-Policy (script-src 'self') rightly refuses the inline script that carries axe in.
 */
const visitor = (): Promise<Visitor> => newVisitor(e2e.browser, { reducedMotion: 'reduce', bypassCSP: true });

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe('accessibility (axe-core)', () => {
  it('landing page, signed out', async () => {
    const { page, errors } = await visitor();
    await page.goto(`${e2e.app.url}/`);
    await page.getByRole('link', { name: "Bepul ro'yxatdan o'tish" }).waitFor();
    await expectAccessible(page, '/');
    expect(errors).toEqual([]);
  });

  it('/auth, both tabs', async () => {
    const { page, errors } = await visitor();
    await page.goto(`${e2e.app.url}/auth`);
    await page.getByRole('heading', { name: 'Qabulga xush kelibsiz' }).waitFor();
    await expectAccessible(page, '/auth Kirish');
    await page.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await page.getByLabel('Parolni tasdiqlang').waitFor();
    await expectAccessible(page, "/auth Ro'yxatdan o'tish");
    expect(errors).toEqual([]);
  });

  it('public booking page at each of the five steps', async () => {
    const { page, errors } = await visitor();
    await page.goto(`${e2e.app.url}/${DEMO.username}`);
    await page.getByRole('button', { name: /^Soch olish/ }).waitFor();
    await expectAccessible(page, 'step 1 service');
    await chooseService(page, 'Soch olish');
    await chooseFirstFreeTime(page, () => expectAccessible(page, 'step 2 calendar'));
    await expectAccessible(page, 'step 3 time');
    await continueToConfirmation(page);
    await fillClientDetails(page, { name: 'Malika Rahimova', phone: '+998 97 555 11 22', email: 'malika@example.uz' });
    await expectAccessible(page, 'step 4 confirmation');
    await submitBooking(page);
    await expectAccessible(page, 'step 5 success');
    expect(errors).toEqual([]);
  });

  it('/user/services, signed in', async () => {
    const { page, errors } = await visitor();
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Xizmatlar' }).click();
    await page.waitForURL(`${e2e.app.url}/user/services`);
    await page.getByRole('heading', { name: 'Soqol tekislash' }).waitFor();
    await expectAccessible(page, '/user/services');
    expect(errors).toEqual([]);
  });
});
