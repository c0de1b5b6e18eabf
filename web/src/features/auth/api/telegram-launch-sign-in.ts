import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auth as t } from '../../../config/messages.ts';
import { call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';
import { toastError } from '../../../lib/toast.ts';

/**
 * The launch data Telegram put in the address when it opened this page as a Mini App (the bot's "Kabinet" opens the
 * dashboard so), or null in a plain browser. Read as data only: the server checks Telegram's signature.
 */
export function telegramLaunchData(hash: string = window.location.hash): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData') || null;
}

/**
 * The bot's "Kabinet" inside Telegram: a page of the dashboard opened with nobody signed in, but with Telegram's
 * launch data, signs in by it (POST /api/telegram/sign-in) before the guard sends anyone to /auth; the owner lands
 * where the button pointed (the calendar). One call per page load (a query, so a remount does not send it twice);
 * refused (no account with this Telegram, launch data too old), the reason is shown and /auth follows.
 * Returns true while that sign-in is under way.
 */
export function useTelegramLaunchSignIn(visitor: boolean): boolean {
  const queryClient = useQueryClient();
  const initData = visitor ? telegramLaunchData() : null;
  const launch = useQuery({
    queryKey: ['telegram-launch-sign-in', initData],
    queryFn: async () => {
      await call('POST /api/telegram/sign-in', { body: { initData: initData ?? '' } });
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      return true;
    },
    enabled: initData !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (launch.error) toastError(launch.error, t.telegramError);
  }, [launch.error]);
  return initData !== null && launch.isPending;
}
