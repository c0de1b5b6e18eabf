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
export function useE2eHarness(env: () => Record<string, string> = () => ({})): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    // Read when the app starts, so a test file's own earlier beforeAll (a fake Google) can supply it.
    harness.app = await startE2eApp(env());
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.app?.close();
  });
  return harness;
}
