import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import type { TelegramLoginData } from '../../../lib/telegram-login.ts';
import { clearErrorToast } from '../../../lib/toast.ts';

/**
 * POST /api/auth/telegram — Telegram's signed answer (hash checked with the bot token, at most 24 h old): signs in
 * the account of that Telegram, making one on first use. 401 for a bad or old signature.
 */
export function useTelegramSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelegramLoginData) => call('POST /api/auth/telegram', { body: widgetAnswer(body) }),
    onSuccess: ({ requiresSubscriptionSelection: _, registered: __, ...user }) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}

/** The widget's answer goes on as it came (the server checks its hash over every field and judges what is missing). */
function widgetAnswer(data: TelegramLoginData): CallInput<'POST /api/auth/telegram'>['body'] {
  return data as CallInput<'POST /api/auth/telegram'>['body'];
}
