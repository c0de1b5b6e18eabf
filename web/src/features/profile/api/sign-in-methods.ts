import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';
import type { TelegramLoginData } from '../../../lib/telegram-login.ts';
import type { User } from '../../../lib/types.ts';

/**
 * POST /api/auth/telegram with a session: Telegram's signed answer links that Telegram account to the signed-in one
 * ("an existing account links Telegram by signing in once"); a Telegram account linked elsewhere is refused.
 */
export function useLinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TelegramLoginData) => api<User>('/api/auth/telegram', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

/** PUT /api/user/credentials {email?, password} — a Telegram-only account adds a password (and an address to prove). */
export function useAddCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email?: string; password: string }) => api<User>('/api/user/credentials', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}
