import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/auth/google/test?userId= — a consent URL for that user, or the server's reason there is none. */
export function useGoogleAuthTest() {
  return useMutation({
    mutationFn: (userId: string) => call('GET /api/auth/google/test', { query: { userId } }),
  });
}
