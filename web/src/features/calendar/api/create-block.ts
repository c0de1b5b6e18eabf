import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CalendarBlock } from '../model/calendar-types.ts';

export interface BlockInput {
  staffId: string;
  date: string;
  start: string;
  end: string;
  note: string | null;
}

/**
 * POST /api/calendar/blocks — "Band vaqt": the master's time held like a booking (409 `slot_taken` over a booking).
 * The grid and every slot list are read again: the time is gone from the public page too.
 */
export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockInput) => api<CalendarBlock>('/api/calendar/blocks', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}
