import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /api/telegram/master-link-token — a master's own one-time t.me link for the notices of their bookings. */
export function useMasterTelegramLink() {
  return useMutation({
    mutationFn: () => call('POST /api/telegram/master-link-token'),
  });
}
