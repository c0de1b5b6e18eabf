import { useState } from 'react';
import { call } from '@qabul/web/api-client';

/** POST /api/telegram/bookings/:id/cancel — the person's own booking, inside its cancellation window. */
export function cancelMyBooking(id: string) {
  return call('POST /api/telegram/bookings/:id/cancel', { params: { id } });
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
