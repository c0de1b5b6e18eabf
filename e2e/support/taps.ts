import type { Locator } from 'playwright-core';
import type { MiniAppSession } from './telegram-client.ts';

/** A person's taps: each counted, each a real click in the page or a press of Telegram's MainButton. */
export function tapCounter(app: MiniAppSession) {
  let taps = 0;
  return {
    count: () => taps,
    extra: () => {
      taps += 1;
    },
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    main: async () => {
      taps += 1;
      await app.press('main_button_pressed');
    },
  };
}
