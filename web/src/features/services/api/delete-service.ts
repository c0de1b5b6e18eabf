import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { servicesQuery } from '../../../lib/api/services.ts';

/** DELETE /api/services/:id — 204; refused with a message while the service has upcoming bookings. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/services/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey }),
  });
}
