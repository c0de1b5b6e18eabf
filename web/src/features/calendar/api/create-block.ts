import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';

/** "Band vaqt" as the contract takes it: a master, a date, a start and an end, a note. */
export type BlockInput = CallInput<'POST /api/calendar/blocks'>['body'];

/**
 * POST /api/calendar/blocks — "Band vaqt": the master's time held like a booking (409 `slot_taken` over a booking).
 * The grid and every slot list are read again: the time is gone from the public page too.
 */
export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockInput) => call('POST /api/calendar/blocks', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}
