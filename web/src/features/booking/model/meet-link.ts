import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicBooking } from '../../../lib/types.ts';
import { bookingDetailsQuery } from '../api/get-booking-details.ts';

/** How long the success step waits for the Meet link before saying it will come later (by message). */
const WAIT_MS = 20_000;

/**
 * The Meet link is made in the background after the booking (Google never holds the booking up), so the
 * success step asks for it a few times with the client's token; if none comes, the link follows by message.
 */
export function useMeetLink(booking: Pick<PublicBooking, 'id' | 'clientToken' | 'googleMeetLink'>, usesMeet: boolean) {
  const [gaveUp, setGaveUp] = useState(false);
  const ask = usesMeet && !booking.googleMeetLink && !gaveUp;
  const details = useQuery({
    ...bookingDetailsQuery(booking.id, booking.clientToken),
    enabled: ask,
    refetchInterval: (query) => (query.state.data?.googleMeetLink ? false : 2_000),
  });
  useEffect(() => {
    if (!ask) return;
    const timer = setTimeout(() => setGaveUp(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, [ask]);
  const link = booking.googleMeetLink ?? details.data?.googleMeetLink ?? null;
  return { link, waiting: usesMeet && !link && !gaveUp, missing: usesMeet && !link && gaveUp };
}
