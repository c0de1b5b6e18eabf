import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/telegram/master-link-token — a master's own one-time t.me link for the notices of their bookings. */
export function useMasterTelegramLink() {
  return useMutation({
    mutationFn: () => api<{ link: string }>('/api/telegram/master-link-token', { method: 'POST' }),
  });
}
