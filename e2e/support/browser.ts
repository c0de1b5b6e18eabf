import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium (apt-get install chromium), headless. chromium.launch() gives every launch a fresh
 * temporary profile (user-data-dir) and deletes it on close; each visitor below is a new context on top.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A phone as clients hold it: the narrow layout the public page must work in. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page so far; a test ends by expecting none. */
  errors: string[];
}

/**
 * A new person at their own browser: own cookies and storage, Uzbek locale, Tashkent clock (so slot times
 * read the same as the provider's). Actions fail after 20 s with Playwright's own message rather than at
 * the 2-minute test timeout.
 */
export async function newVisitor(browser: Browser, options: BrowserContextOptions = {}): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    ...options,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
