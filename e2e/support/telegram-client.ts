import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { miniAppUrl } from './miniapp-launch.ts';

export interface TelegramCall {
  name: string;
  data: Record<string, unknown>;
}

export interface TelegramClientOptions {
  /**
   * Telegram's "share your phone number" dialog: the person presses Share (the contact goes to the bot's chat).
   * Without it the person declines.
   */
  onSharePhone?: () => Promise<void>;
  /** What `web_app_check_home_screen` answers. */
  homeScreen?: 'unsupported' | 'unknown' | 'added' | 'missed';
  /** The safe-area insets a phone in fullscreen reports (notch; Telegram's own header controls). */
  safeAreaTop?: number;
  contentSafeAreaTop?: number;
  /** The phone's screen and settings, over the defaults (a 390x844 Android phone in Uzbek, Tashkent time). */
  context?: BrowserContextOptions;
  /** Runs on the page before the Mini App is opened (listeners that must see the first load, storage). */
  beforeOpen?: (page: Page) => Promise<void>;
}

export interface MiniAppSession {
  page: Page;
  calls: () => Promise<TelegramCall[]>;
  /** Telegram's MainButton or BackButton pressed by the person. */
  press: (event: 'main_button_pressed' | 'back_button_pressed') => Promise<void>;
  /** An event the Telegram client sends to the Mini App. */
  emit: (event: string, data?: unknown) => Promise<void>;
  /** The Main or Back button as the app set it up last. */
  lastSetup: (name: string) => Promise<Record<string, unknown> | undefined>;
}

/**
 * A phone-sized page hosted the way Telegram's Android client hosts a Mini App: launch parameters in the URL hash
 * (init data signed with the test bot's token), the app's calls received through TelegramWebviewProxy, the
 * client's answers sent back through Telegram.WebView.receiveEvent. Dialogs are answered as a person would.
 */
export async function openTelegramMiniApp(
  browser: Browser,
  appUrl: string,
  user: Record<string, unknown>,
  startParam?: string,
  options: TelegramClientOptions = {},
): Promise<MiniAppSession> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    ...options.context,
  });
  const viewport = options.context?.viewport ?? { width: 390, height: 844 };
  const page = await context.newPage();
  await page.exposeFunction('__sharePhone', async () => {
    await options.onSharePhone?.();
  });
  // Loaded through tsx (the screen gallery), the functions below are wrapped in esbuild's `__name` helper, which the page lacks.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(
    ({ homeScreen, safeTop, contentTop, sharesPhone, width, height }) => {
      const w = window as unknown as Record<string, any>;
      w.__telegramCalls = [];
      const answer = (event: string, data?: unknown) => setTimeout(() => w.Telegram.WebView.receiveEvent(event, data));
      w.TelegramWebviewProxy = {
        postEvent(name: string, json: string) {
          const data = json ? JSON.parse(json) : {};
          w.__telegramCalls.push({ name, data });
          // What a phone answers on its own, or after the person's press in its own dialog.
          if (name === 'web_app_request_write_access') answer('write_access_requested', { status: 'allowed' });
          if (name === 'web_app_request_phone') {
            if (sharesPhone) w.__sharePhone().then(() => answer('phone_requested', { status: 'sent' }));
            else answer('phone_requested', { status: 'cancelled' });
          }
          if (name === 'web_app_check_home_screen') answer('home_screen_checked', { status: homeScreen });
          if (name === 'web_app_send_prepared_message') answer('prepared_message_sent');
          if (name === 'web_app_request_viewport') answer('viewport_changed', { height, width, is_expanded: true, is_state_stable: true });
          if (name === 'web_app_request_safe_area') answer('safe_area_changed', { top: safeTop, bottom: 0, left: 0, right: 0 });
          if (name === 'web_app_request_content_safe_area')
            answer('content_safe_area_changed', { top: contentTop, bottom: 0, left: 0, right: 0 });
        },
      };
    },
    {
      homeScreen: options.homeScreen ?? 'unsupported',
      safeTop: options.safeAreaTop ?? 0,
      contentTop: options.contentSafeAreaTop ?? 0,
      sharesPhone: options.onSharePhone !== undefined,
      width: viewport.width,
      height: viewport.height,
    },
  );
  await options.beforeOpen?.(page);
  await page.goto(miniAppUrl(appUrl, user, startParam));
  const calls = () => page.evaluate(() => (window as unknown as { __telegramCalls: TelegramCall[] }).__telegramCalls);
  const emit = (event: string, data?: unknown) =>
    page.evaluate(
      ([name, payload]) =>
        (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }).Telegram.WebView.receiveEvent(
          name as string,
          payload,
        ),
      [event, data] as const,
    );
  return {
    page,
    calls,
    emit,
    press: (event) => emit(event),
    lastSetup: async (name) => (await calls()).filter((c) => c.name === name).at(-1)?.data,
  };
}
