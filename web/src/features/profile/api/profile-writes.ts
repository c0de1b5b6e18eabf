import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange, ProfileUpdate } from '@qabul/api/schemas';
import { api } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';
import type { User } from '../../../lib/types.ts';

/** PUT /api/user/profile — 200 with the updated user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api<User>('/api/user/profile', { method: 'PUT', body }),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** PUT /api/user/password */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api<{ message: string }>('/api/user/password', { method: 'PUT', body }),
  });
}

/** POST /api/user/profile-image — multipart field `profileImage`; 200 with the user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('profileImage', file);
      return api<User>('/api/user/profile-image', { method: 'POST', body });
    },
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** POST /api/telegram/link-token — a one-time t.me link that connects the provider's Telegram chat. */
export function useTelegramLinkToken() {
  return useMutation({
    mutationFn: () => api<{ link: string }>('/api/telegram/link-token', { method: 'POST' }),
  });
}
