import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** DELETE /api/calendar/blocks/{id} — the blocked time is free again. */
export function useRemoveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/calendar/blocks/:id', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}
