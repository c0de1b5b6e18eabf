import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { miniAppUrl } from '../support/miniapp-launch.ts';

/**
 * After a deploy, a page opened on the old build asks for chunk names that no longer exist. The page reloads
 * once (getting the new build) instead of going blank; if loading still fails, the error screen offers a reload.
 */
const e2e = useE2eHarness();

/** Counts the page's document loads (the apps' own history.pushState navigations do not count). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** Opens /auth with the sign-in page's chunk (standing for "a chunk of the old build") missing for the first `brokenLoads` page loads. */
async function openAuthWithChunkMissing(brokenLoads: number) {
  const visitor = await newVisitor(e2e.browser, PHONE);
  const { page } = visitor;
  const loads = countLoads(page);
  let failed = 0;
  await page.route(/\/assets\/AuthPage-[^/]+\.js$/, async (route) => {
    if (loads() > brokenLoads) return route.continue();
    failed += 1;
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
  });
  await page.goto(`${e2e.app.url}/auth`);
  return { ...visitor, loads, failed: () => failed };
}

describe('a chunk that fails to load after a deploy', () => {
  it('reloads the page once and then works', async () => {
    const { page, loads, failed } = await openAuthWithChunkMissing(1);
    await page.getByRole('heading', { name: 'Qabulga xush kelibsiz' }).waitFor();
    expect(failed()).toBeGreaterThan(0);
    expect(loads()).toBe(2);
  });

  it('shows the error screen with a reload button when it still fails, instead of a blank page', async () => {
    const { page, loads } = await openAuthWithChunkMissing(10);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: "Nimadir noto'g'ri ketdi" }).waitFor();
    expect(await alert.getByRole('button', { name: 'Sahifani yangilash' }).isVisible()).toBe(true);
    // One automatic reload, no loop.
    expect(loads()).toBe(2);
  });
});

/**
 * The Mini App opened on the demo provider (as from its bot button) with the booking flow's chunk missing for
 * the first `brokenLoads` page loads. Telegram's launch parameters sit in the URL hash, which a reload keeps.
 */
async function openMiniAppWithChunkMissing(brokenLoads: number) {
  const visitor = await newVisitor(e2e.browser, PHONE);
  const { page } = visitor;
  // Telegram's mobile bridge; this screen needs no answers from it.
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).TelegramWebviewProxy = { postEvent() {} };
  });
  const loads = countLoads(page);
  await page.route(/\/miniapp\/assets\/BookingScreen-[^/]+\.js$/, async (route) => {
    if (loads() > brokenLoads) return route.continue();
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
  });
  const user = { id: 777000222, first_name: 'Dilnoza', username: 'dilnoza_tg', language_code: 'uz', allows_write_to_pm: false };
  await page.goto(miniAppUrl(e2e.app.url, user, 'demo'));
  return { ...visitor, loads };
}

describe('the Mini App after a deploy', () => {
  it("reloads once when the booking flow's chunk is gone, and then shows the services", async () => {
    const { page, loads } = await openMiniAppWithChunkMissing(1);
    await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
    expect(loads()).toBe(2);
  });

  it('shows the error screen with a reload button when the chunk still fails after that reload', async () => {
    const { page, loads } = await openMiniAppWithChunkMissing(10);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: "Nimadir noto'g'ri ketdi" }).waitFor();
    expect(await alert.getByRole('button', { name: 'Sahifani yangilash' }).isVisible()).toBe(true);
    expect(loads()).toBe(2);
  });
});
