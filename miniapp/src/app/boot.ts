import {
  bindThemeParamsCssVars,
  init,
  initData,
  miniApp,
  mountBackButton,
  mountClosingBehavior,
  mountMainButton,
  mountSwipeBehavior,
  retrieveLaunchParams,
  retrieveRawInitData,
  viewport,
} from '@telegram-apps/sdk-react';
import { cleanStartParam, type TelegramLaunch } from '../lib/launch.ts';

/**
 * Starts the SDK and reads the launch. Returns null outside Telegram (a plain browser), so the page
 * can say so instead of staying blank. In development a mocked Telegram is installed first.
 */
export async function bootTelegram(): Promise<TelegramLaunch | null> {
  let mocked = false;
  if (import.meta.env.DEV) mocked = await (await import('./dev-environment.ts')).mockTelegramOutsideIt();

  let startParam: string | undefined;
  let initDataRaw: string | undefined;
  try {
    startParam = retrieveLaunchParams().tgWebAppStartParam;
    initDataRaw = retrieveRawInitData();
  } catch {
    return null;
  }
  if (!initDataRaw) return null;

  init();
  mountBackButton.ifAvailable();
  mountMainButton.ifAvailable();
  // Used while a payment is under way (usePaymentGuard).
  mountClosingBehavior.ifAvailable();
  mountSwipeBehavior.ifAvailable();
  initData.restore();
  // miniApp mounts the theme too; its colours become --tg-theme-* CSS variables (see theme.css).
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    if (bindThemeParamsCssVars.isAvailable()) bindThemeParamsCssVars();
  }
  miniApp.ready.ifAvailable();
  // Fullscreen-ready: the viewport's safe-area insets (the phone's notch, Telegram's own header controls) become
  // --tg-viewport-(content-)safe-area-inset-* CSS variables that theme.css pads the page with. Not awaited: a
  // client that never answers leaves the insets at 0 and the app usable.
  if (viewport.mount.isAvailable()) {
    viewport
      .mount()
      .then(() => viewport.bindCssVars.ifAvailable())
      .catch(() => undefined);
  }
  document.documentElement.dataset.telegram = '';

  const user = initData.user();
  return {
    initDataRaw,
    startParam: cleanStartParam(startParam ?? initData.startParam()),
    user: user
      ? {
          id: user.id,
          firstName: user.first_name,
          lastName: user.last_name ?? null,
          username: user.username ?? null,
          allowsWriteToPm: Boolean(user.allows_write_to_pm),
          languageCode: user.language_code ?? null,
        }
      : null,
    mocked,
  };
}
