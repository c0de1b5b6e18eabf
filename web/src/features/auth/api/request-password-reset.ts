import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset {email} — always 202 (whether or not the address has an account), rate limited. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call('POST /api/auth/password-reset', { body: { email } }),
  });
}
