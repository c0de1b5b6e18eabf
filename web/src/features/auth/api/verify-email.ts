import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';

/** POST /api/auth/verify-email — proves the address the link was sent to; 400 for a used, wrong or old link. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call('POST /api/auth/verify-email', { body: { token } }),
    // Whoever is signed in here may be the account just proven: ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}

/** POST /api/auth/verify-email/resend — another link for the signed-in user (a few an hour). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => call('POST /api/auth/verify-email/resend'),
  });
}
