import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password-reset {email} — always 202 (whether or not the address has an account), rate limited. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/api/auth/password-reset', { method: 'POST', body: { email } }),
  });
}
