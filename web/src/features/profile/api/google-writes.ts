import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';

/** POST /api/auth/google/disconnect — Google forgotten here and the token revoked at Google. */
export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/auth/google/disconnect'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

/** PUT /api/user/google-calendar-sync — busy times from Google Calendar count as taken, or no longer. */
export function useGoogleCalendarSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call('PUT /api/user/google-calendar-sync', { body: { enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}
