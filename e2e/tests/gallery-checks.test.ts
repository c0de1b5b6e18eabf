import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedAnswer, measureOverflow, showsNotFoundPage, watchPage } from '../../scripts/gallery/checks.mjs';
import { PERSONAS } from '../../scripts/gallery/personas.mjs';
import { ROUTES } from '../../scripts/gallery/routes.mjs';
import { launchBrowser } from '../support/browser.ts';

/**
 * `pnpm gallery`'s judgement, on small pages of its own in Chromium (no app: a few seconds): what counts as sideways
 * overflow, which answers and errors fail a screen, when a page is settled; and that its route table is well formed.
 * The gallery itself is run by hand (`pnpm gallery`), never inside the suite.
 */
const ORIGIN = 'http://gallery.test';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(body: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await context.newPage();
  await page.setContent(
    `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style>${body}`,
  );
  return page;
}

describe('the overflow detector', () => {
  it('passes a page that fits, and a wide table inside its own scroll box', async () => {
    const page = await phonePage(`<p>Xizmatni tanlang</p>
      <div style="overflow-x:auto;width:100%"><table style="width:900px"><tr><td>Dushanba</td></tr></table></div>`);
    expect(await page.evaluate(measureOverflow)).toEqual([]);
    await page.context().close();
  });

  it('reports the page scrolling sideways and the element that sticks out, with its cause', async () => {
    const page = await phonePage(`<div class="slots" style="display:flex"><span style="flex:none;width:300px">09:00</span>
      <span data-testid="late" style="flex:none;width:300px"><b style="display:block;width:300px">09:30</b></span></div>`);
    const found = await page.evaluate(measureOverflow);
    expect(found).toEqual([
      'the page is 600px wide in a 375px window (sideways scrolling)',
      '<span data-testid=late> "09:30" sticks out 225px past the right edge',
      '  caused by <b> "09:30" sticks out 225px past the right edge',
    ]);
    await page.context().close();
  });

  it('reports content cut off by a body that hides its sideways overflow', async () => {
    const page = await phonePage(`<style>body{overflow-x:hidden}</style><h1 style="width:420px">Uchrashuvlar</h1>`);
    expect(await page.evaluate(measureOverflow)).toContain('<h1> "Uchrashuvlar" sticks out 45px past the right edge');
    await page.context().close();
  });

  it('reports a label running out of its button once, but not text shortened with an ellipsis, hidden for screen readers or wrapping inside a text field', async () => {
    const button = '<button class="btn" style="width:80px;white-space:nowrap">Подтвердить</button>';
    const page = await phonePage(`${button}${button}
      <p style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Подтвердить запись</p>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Загрузка календаря</span>
      <textarea style="width:120px;margin-left:200px">Erkaklar uchun soch va soqol ustaxonasi: klassik va zamonaviy turmaklar</textarea>`);
    const found = await page.evaluate(measureOverflow);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^<button\.btn> "Подтвердить": its text runs \d+px out of its box$/);
    await page.context().close();
  });

  it("tells the SPA's 404 page apart from a page that mentions 404", async () => {
    const notFound = await phonePage('<p aria-hidden="true">404</p><h1>Sahifa topilmadi</h1>');
    const other = await phonePage('<p>Xato 404 emas</p>');
    expect([await notFound.evaluate(showsNotFoundPage), await other.evaluate(showsNotFoundPage)]).toEqual([true, false]);
    await notFound.context().close();
    await other.context().close();
  });
});

describe('what fails a screen', () => {
  it('matches expected answers by method, path (with * for segments) and status', () => {
    const rules = ['GET /api/user 401', '* /api/staff/* 404'];
    expect(expectedAnswer(rules, 'GET', '/api/user', 401)).toBe(true);
    expect(expectedAnswer(rules, 'GET', '/api/user', 500)).toBe(false);
    expect(expectedAnswer(rules, 'POST', '/api/user', 401)).toBe(false);
    expect(expectedAnswer(rules, 'PUT', '/api/staff/12/photo', 404)).toBe(true);
    expect(expectedAnswer(rules, 'GET', '/api/staff', 404)).toBe(false);
  });

  it('hears page errors and console.error, and sees unexpected API answers and requests that did not load', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<img src="/logo.png"><script>
            fetch('/api/user'); fetch('/api/bookings');
            console.error('Kalendar yuklanmadi');
            setTimeout(() => { throw new Error('boom'); });
          </script>`,
        });
      }
      if (path === '/api/user') return route.fulfill({ status: 401, json: { message: 'Kirish talab qilinadi' } });
      if (path === '/api/bookings') return route.fulfill({ status: 500, json: { message: 'Tizim xatoligi' } });
      return route.abort('connectionrefused');
    });
    const watcher = watchPage(page, { origin: ORIGIN, expected: ['GET /api/user 401'] });
    await page.goto(`${ORIGIN}/`);
    await watcher.settled();
    expect(watcher.problems).toEqual(
      expect.arrayContaining([
        { kind: 'failed API call', text: 'GET /api/bookings answered 500' },
        { kind: 'failed request', text: 'GET /logo.png: net::ERR_CONNECTION_REFUSED' },
        { kind: 'console.error', text: 'Kalendar yuklanmadi' },
        { kind: 'page error', text: 'boom' },
      ]),
    );
    expect(watcher.problems).toHaveLength(4);
    await context.close();
  });

  it('waits for the data a skeleton stands for, without a fixed sleep', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${ORIGIN}/**`, async (route) => {
      if (new URL(route.request().url()).pathname === '/api/services') {
        await held;
        return route.fulfill({ json: [{ name: 'Soch olish' }] });
      }
      return route.fulfill({
        contentType: 'text/html',
        body: `<span class="skeleton">...</span><script>
          fetch('/api/services').then((r) => r.json()).then(([s]) => { document.body.textContent = s.name; });
        </script>`,
      });
    });
    const watcher = watchPage(page, { origin: ORIGIN });
    const asked = page.waitForRequest(`${ORIGIN}/api/services`);
    await page.goto(`${ORIGIN}/`);
    await asked;
    let settled = false;
    const settling = watcher.settled().then(() => {
      settled = true;
    });
    // The answer is held back: whatever time passes, the page is not settled.
    await page.waitForFunction(() => document.querySelector('.skeleton') !== null);
    expect(settled).toBe(false);
    release();
    await settling;
    expect(await page.evaluate(() => document.body.textContent)).toBe('Soch olish');
    await context.close();
  });

  it('waits for a skeleton to go even when the network is quiet', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        // Longer than the network's quiet window: only the skeleton says the page is not done.
        body: `<span class="skeleton">...</span><script>setTimeout(() => { document.body.textContent = 'Soch olish'; }, 800);</script>`,
      }),
    );
    const watcher = watchPage(page, { origin: ORIGIN });
    await page.goto(`${ORIGIN}/`);
    await watcher.settled();
    expect(await page.evaluate(() => document.body.textContent)).toBe('Soch olish');
    await context.close();
  });
});

describe('the route table', () => {
  it('names each screen once, as a file name, for a known persona, with an address or a Mini App launch', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) {
      expect(route.name, route.name).toMatch(/^[a-z0-9-]+$/);
      expect(Object.keys(PERSONAS), route.name).toContain(route.miniapp ? 'telegram' : (route.as ?? 'visitor'));
      if (route.miniapp) expect(route.path, route.name).toBeUndefined();
      else expect(typeof route.path === 'function' || String(route.path).startsWith('/'), route.name).toBe(true);
    }
  });

  it('covers the public pages, the booking steps, the dashboard, the admin areas and the Mini App', () => {
    const paths = ROUTES.map((route) => route.path).filter((path) => typeof path === 'string');
    for (const path of ['/', '/auth', '/demo', '/about', '/help', '/privacy', '/terms', '/admin/dashboard', '/platform-admin'])
      expect(paths).toContain(path);
    expect(paths.filter((path) => String(path).startsWith('/user/')).length).toBeGreaterThanOrEqual(10);
    expect(ROUTES.filter((route) => route.path === '/demo' && route.walk).length).toBeGreaterThanOrEqual(5);
    expect(ROUTES.filter((route) => route.miniapp).length).toBeGreaterThanOrEqual(6);
  });
});
