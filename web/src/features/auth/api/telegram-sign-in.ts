import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import type { TelegramLoginData } from '../../../lib/telegram-login.ts';
import { clearErrorToast } from '../../../lib/toast.ts';
import type { LoginResponse } from '../../../lib/types.ts';

/** What the server says after a Telegram sign-in: the account, and whether it was made just now. */
export type TelegramSignInResponse = LoginResponse & { registered?: boolean };

/**
 * POST /api/auth/telegram — Telegram's signed answer (hash checked with the bot token, at most 24 h old): signs in
 * the account of that Telegram, making one on first use. 401 for a bad or old signature.
 */
export function useTelegramSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelegramLoginData) => api<TelegramSignInResponse>('/api/auth/telegram', { method: 'POST', body }),
    onSuccess: ({ requiresSubscriptionSelection: _, registered: __, ...user }) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
