import { cleanStartParam } from '@qabul/api/schemas';
import { useEffect } from 'react';

interface TelegramWindow {
  Telegram?: { WebApp?: { initDataUnsafe?: { start_param?: string } } };
}

/**
 * The provider username handed over by Telegram's launcher: launcher data first, then the query
 * (tgWebAppStartParam, start_param, startapp), then the hash (same keys; Telegram puts launch
 * parameters there). A bare `#word` is not read: in-page anchors such as `#plans` would send people away.
 */
export function readStartParam(location: Pick<Location, 'search' | 'hash'> = window.location): string {
  const fromLauncher = (window as unknown as TelegramWindow).Telegram?.WebApp?.initDataUnsafe?.start_param;
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const keys = ['tgWebAppStartParam', 'start_param', 'startapp'];
  const candidates = [fromLauncher, ...keys.map((key) => query.get(key)), ...keys.map((key) => hash.get(key))];
  for (const candidate of candidates) {
    const cleaned = cleanStartParam(candidate);
    if (cleaned) return cleaned;
  }
  return '';
}

/** Checks on mount and once more a second later, because Telegram's script may fill in its data late. */
export function useStartParamRedirect(redirect: (param: string) => void, recheckMs: number): void {
  useEffect(() => {
    const check = () => {
      const param = readStartParam();
      if (param) redirect(param);
      return Boolean(param);
    };
    if (check()) return;
    const timer = setTimeout(check, recheckMs);
    return () => clearTimeout(timer);
  }, [redirect, recheckMs]);
}
