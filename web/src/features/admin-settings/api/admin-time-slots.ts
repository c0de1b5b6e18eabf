import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/admin/time-slots — the platform's slot list (time_slots). */
export const adminTimeSlotsQuery = queryOptions({
  queryKey: ['admin-time-slots'],
  queryFn: ({ signal }) => call('GET /api/admin/time-slots', {}, { signal }),
});

export function useAdminTimeSlots() {
  return useQuery(adminTimeSlotsQuery);
}

/** PUT /api/admin/time-slots/{id} {isAvailable}; the list shows the new state at once and rolls back on failure. */
export function useSetSlotAvailability() {
  const queryClient = useQueryClient();
  const key = adminTimeSlotsQuery.queryKey;
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
      call('PUT /api/admin/time-slots/:id', { params: { id }, body: { isAvailable } }),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (slots) => slots?.map((slot) => (slot.id === id ? { ...slot, isAvailable } : slot)));
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (saved) => queryClient.setQueryData(key, (slots) => slots?.map((slot) => (slot.id === saved.id ? saved : slot))),
  });
}
