import { useState } from 'react';
import { api } from '@qabul/web/api-client';
import type { MiniBooking } from '../../../lib/my-bookings.ts';

/** POST /api/telegram/bookings/:id/cancel — the person's own booking, inside its cancellation window. */
export function cancelMyBooking(id: string): Promise<MiniBooking> {
  return api<MiniBooking>(`/api/telegram/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
}

export function useCancelMyBooking(onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const cancel = async (id: string) => {
    setPending(true);
    setError(null);
    try {
      await cancelMyBooking(id);
      onDone();
      return true;
    } catch (caught) {
      setError(caught as Error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { cancel, pending, error };
}
