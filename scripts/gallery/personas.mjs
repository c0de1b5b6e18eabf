// Who looks at a screen, in which language and on which screen size: a browser context set up as that person's
// (their session, their language picked the way the product reads it, a phone or a desktop window).
import { openTelegramMiniApp } from '../../e2e/support/telegram-client.ts';

export const LANGUAGES = ['uz', 'uz-Cyrl', 'ru'];
export const WIDTHS = [375, 1280];

/** The browser's own languages, as a person reading that language has them (Accept-Language, Intl defaults). */
const LOCALES = { uz: 'uz-UZ', 'uz-Cyrl': 'uz-Cyrl-UZ', ru: 'ru-RU' };
/** Where the web app keeps a visitor's pick (web/src/lib/i18n/language.ts). */
const LANGUAGE_STORAGE_KEY = 'qabul.lang';

/** A phone held upright, or a laptop's window. */
export function screen(width) {
  return width < 800
    ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
    : { viewport: { width, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
}

/**
 * Every persona a route may name in `as`, and the answers >= 400 each expects on every screen: someone signed out is
 * told 401 when the app asks who they are; so is an admin-panel operator (their session is the panel's, not a user's);
 * a signed-in account that is nobody's master is told 404 when the app asks which master it is (web/src/lib/api/my-master.ts).
 */
const NOT_A_MASTER = 'GET /api/staff/me 404';
export const PERSONAS = {
  visitor: { expected: ['GET /api/user 401'] },
  owner: { expected: [NOT_A_MASTER] },
  starter: { expected: [NOT_A_MASTER] },
  newcomer: { expected: [NOT_A_MASTER] },
  master: { expected: [] },
  admin: { expected: ['GET /api/user 401'] },
  platform: { expected: [NOT_A_MASTER] },
  telegram: { expected: [] },
};

/**
 * A web page for the persona: their signed-in state (`storageState`, null when signed out) and the language picked
 * on this device (the `lang` cookie and local storage, as the switcher leaves them). `beforeOpen` runs before the
 * first request (listeners).
 */
export async function openWebPage(browser, { url, storageState, language, width, beforeOpen }) {
  const context = await browser.newContext({
    ...screen(width),
    locale: LOCALES[language],
    timezoneId: 'Asia/Tashkent',
    ...(storageState ? { storageState } : {}),
  });
  context.setDefaultTimeout(20_000);
  await context.addCookies([{ name: 'lang', value: encodeURIComponent(language), url }]);
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {}
    },
    [LANGUAGE_STORAGE_KEY, language],
  );
  const page = await context.newPage();
  await beforeOpen(page);
  return { page, context, press: null };
}

/**
 * The Mini App as Telegram opens it for `user` (signed launch data, the Telegram bridge answered as a phone does).
 * Telegram tells it the language by the user's `language_code`; Uzbek in Cyrillic, which Telegram has no code for,
 * is the person's pick on the home screen (kept on the device).
 */
export async function openMiniApp(browser, { url, user, startParam, language, width, beforeOpen }) {
  const session = await openTelegramMiniApp(browser, url, user, startParam ?? undefined, {
    context: { ...screen(width), locale: LOCALES[language], timezoneId: 'Asia/Tashkent' },
    beforeOpen: async (page) => {
      page.context().setDefaultTimeout(20_000);
      if (language === 'uz-Cyrl') {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language]);
      }
      await beforeOpen(page);
    },
  });
  return { page: session.page, context: session.page.context(), press: session.press };
}
