import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetails } from '@qabul/api/schemas';
import { api } from '../../../lib/api-client.ts';
import type { IsoDate } from '../../../lib/dates.ts';
import type { PublicBooking, Service, Slot } from '../../../lib/types.ts';

export interface PublicBookingRequest extends ClientDetails {
  date: IsoDate;
  /** Provider-local start as listed by the slot, not the time shown to the client. */
  timeSlot: string;
  serviceId: number;
  clientTimezone: string;
}

export function buildBookingRequest(
  details: ClientDetails,
  choice: { service: Service; date: IsoDate; slot: Slot },
  clientTimezone: string,
): PublicBookingRequest {
  return { ...details, date: choice.date, timeSlot: choice.slot.time, serviceId: choice.service.id, clientTimezone };
}

/** POST /api/public/bookings — 201 with the booking and its Telegram deep link; 409 `slot_taken` if someone was faster. */
export function createPublicBooking(body: PublicBookingRequest): Promise<PublicBooking> {
  return api<PublicBooking>('/api/public/bookings', { method: 'POST', body });
}

export function useCreatePublicBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublicBooking,
    // Taken or not, the day's slots changed for everyone looking at them.
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: ['time-slots', body.date] }),
  });
}
