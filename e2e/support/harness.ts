import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type E2eApp, startE2eApp } from './app.ts';
import { launchBrowser } from './browser.ts';

export interface Harness {
  app: E2eApp;
  browser: Browser;
}

/**
 * Every test file's setup: its own running app (fresh database) and its own Chromium, started before
 * the file's tests and stopped after them. Fields are filled in beforeAll; read them inside tests.
 */
export function useE2eHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.app = await startE2eApp();
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.app?.close();
  });
  return harness;
}
