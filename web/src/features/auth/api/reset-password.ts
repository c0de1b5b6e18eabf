import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/auth.ts';

/**
 * POST /api/auth/password-reset/confirm {token, password} — the e-mailed link's token, once, within an hour; the
 * new password ends every session of the account, so the person signs in again.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => call('POST /api/auth/password-reset/confirm', { body }),
    onSuccess: () => queryClient.setQueryData(userQuery.queryKey, null),
  });
}
