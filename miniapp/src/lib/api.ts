import { configureApiClient } from '@qabul/web/api-client';
import { rememberInitData } from './telegram-session.ts';

/**
 * The Mini App talks to the API through the web app's one HTTP client; every call (its own endpoints and the
 * shared booking flow's) carries Telegram's init data as `Authorization: tma <initData>`.
 */
let initDataRaw = '';

export function setInitData(raw: string): void {
  initDataRaw = raw;
  rememberInitData(raw);
}

export function tmaHeader(): Record<string, string> {
  return { Authorization: `tma ${initDataRaw}` };
}

configureApiClient({ headers: tmaHeader });
