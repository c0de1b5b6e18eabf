import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';

/** PUT /api/user/profile — 200 with the updated user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'PUT /api/user/profile'>['body']) => call('PUT /api/user/profile', { body }),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** PUT /api/user/password */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: CallInput<'PUT /api/user/password'>['body']) => call('PUT /api/user/password', { body }),
  });
}

/** POST /api/user/profile-image — multipart field `profileImage`; 200 with the user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('profileImage', file);
      return call('POST /api/user/profile-image', { body });
    },
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** POST /api/telegram/link-token — a one-time t.me link that connects the provider's Telegram chat. */
export function useTelegramLinkToken() {
  return useMutation({
    mutationFn: () => call('POST /api/telegram/link-token'),
  });
}
