import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { BookingStatus } from '../../../lib/types.ts';

/** PUT /api/admin/bookings/{id}/status {status}; cancelling notifies the client like any cancel. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) =>
      call('PUT /api/admin/bookings/:id/status', { params: { id }, body: { status } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-bookings'] });
      // The operator may be a provider too: their own lists and free slots change with it.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}
