import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';
import type { TelegramLoginData } from '../../../lib/telegram-login.ts';

/**
 * POST /api/user/telegram: Telegram's signed answer links that Telegram account to the signed-in one ("an existing
 * account links Telegram by signing in once"); a Telegram account linked elsewhere is refused (409). Not the sign-in
 * endpoint, which would sign in to (or register) the Telegram's own account instead of linking it to this one.
 */
export function useLinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelegramLoginData) => call('POST /api/user/telegram', { body: widgetAnswer(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

/** PUT /api/user/credentials {email?, password} — a Telegram-only account adds a password (and an address to prove). */
export function useAddCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email?: string; password: string }) => call('PUT /api/user/credentials', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

/** The widget's answer goes on as it came (the server checks its hash over every field and judges what is missing). */
function widgetAnswer(data: TelegramLoginData): CallInput<'POST /api/user/telegram'>['body'] {
  return data as CallInput<'POST /api/user/telegram'>['body'];
}
