import { emitEvent, isTMA, mockTelegramEnv } from '@telegram-apps/sdk-react';

/**
 * Development outside Telegram: imitates a Telegram client so the app runs in a normal browser.
 * The init data is unsigned unless VITE_TMA_INIT_DATA holds one signed with the dev bot token, so the
 * public booking flow works either way and the personal lists only with a signed one. Only imported
 * under import.meta.env.DEV, so production builds do not contain it.
 */
export async function mockTelegramOutsideIt(): Promise<boolean> {
  if (await isTMA('complete')) return false;
  const themeParams = {
    bg_color: '#ffffff',
    secondary_bg_color: '#f1f1f4',
    text_color: '#14201d',
    hint_color: '#707579',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    destructive_text_color: '#e53935',
    section_bg_color: '#ffffff',
  } as const;
  const user = {
    id: 99_000_001,
    first_name: 'Dilnoza',
    last_name: 'Yusupova',
    username: 'dilnoza_dev',
    language_code: 'uz',
    allows_write_to_pm: true,
  };
  const initData =
    import.meta.env.VITE_TMA_INIT_DATA ??
    // The SDK insists on `signature` (current clients always send it); its value only matters to the server.
    new URLSearchParams({
      user: JSON.stringify(user),
      auth_date: String(Math.floor(Date.now() / 1000)),
      signature: 'dev',
      hash: '0'.repeat(64),
    }).toString();
  const startParam = new URLSearchParams(window.location.search).get('tgWebAppStartParam') ?? undefined;
  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: themeParams,
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      ...(startParam ? { tgWebAppStartParam: startParam } : {}),
    },
    onEvent(event, next) {
      // Answer what a real client would, or mounting waits forever.
      if (event[0] === 'web_app_request_theme') return emitEvent('theme_changed', { theme_params: themeParams });
      if (event[0] === 'web_app_request_viewport') {
        return emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
      if (event[0] === 'web_app_request_safe_area') return emitEvent('safe_area_changed', { left: 0, top: 0, right: 0, bottom: 0 });
      if (event[0] === 'web_app_request_content_safe_area')
        return emitEvent('content_safe_area_changed', { left: 0, top: 0, right: 0, bottom: 0 });
      if (event[0] === 'web_app_request_write_access') return emitEvent('write_access_requested', { status: 'allowed' });
      next();
    },
  });
  return true;
}
