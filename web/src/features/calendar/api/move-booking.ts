import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBookings, rescheduleBooking } from '../../../lib/api/booking-writes.ts';
import type { Calendar, CalendarBooking } from '../model/calendar-types.ts';
import { type Placement, withBookingMoved } from '../model/grid-model.ts';

export interface CalendarMove {
  booking: CalendarBooking;
  to: Placement;
}

/**
 * A booking dragged (or moved from the keyboard) to another time or master, through the one move rule of
 * `POST /api/bookings/{id}/reschedule`. The grid shows it at its new place at once; a refusal puts it back.
 */
export function useMoveBooking(calendarKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, to }: CalendarMove) =>
      rescheduleBooking({
        id: booking.id,
        date: to.date,
        timeSlot: to.start,
        // Only a change of master is sent: the move keeps the booking's own master otherwise.
        ...(to.staffId !== booking.staffId ? { staffId: to.staffId } : {}),
        reason: null,
      }),
    onMutate: async ({ booking, to }) => {
      await queryClient.cancelQueries({ queryKey: calendarKey });
      const before = queryClient.getQueryData<Calendar>(calendarKey);
      if (before) queryClient.setQueryData<Calendar>(calendarKey, withBookingMoved(before, booking.id, to));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(calendarKey, context.before);
    },
    onSettled: () => refreshBookings(queryClient),
  });
}
