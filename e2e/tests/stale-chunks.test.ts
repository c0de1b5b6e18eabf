import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';

/**
 * After a deploy, a page opened on the old build asks for chunk names that no longer exist. The page reloads
 * once (getting the new build) instead of going blank; if loading still fails, the error screen offers a reload.
 */
const e2e = useE2eHarness();

/** Opens /auth with the sign-in page's chunk (standing for "a chunk of the old build") missing for the first `brokenLoads` page loads. */
async function openAuthWithChunkMissing(brokenLoads: number) {
  const visitor = await newVisitor(e2e.browser, PHONE);
  const { page } = visitor;
  let loads = 0;
  // Document loads only (the app's own history.pushState navigations do not count).
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  let failed = 0;
  await page.route(/\/assets\/AuthPage-[^/]+\.js$/, async (route) => {
    if (loads > brokenLoads) return route.continue();
    failed += 1;
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
  });
  await page.goto(`${e2e.app.url}/auth`);
  return { ...visitor, loads: () => loads, failed: () => failed };
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
