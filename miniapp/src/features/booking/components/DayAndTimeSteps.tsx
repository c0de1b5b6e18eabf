import { type BookingSession, freeSlots, type IsoDate, TimeSlotStep, useBookingWindow, useFreeDays } from '@qabul/web/booking-kit';
import { useQueryClient } from '@tanstack/react-query';
import { haptic } from '../../../lib/telegram-controls.ts';
import { DayStep } from './DayStep.tsx';

/** The days with a free time (and the full ones) in the coming two weeks, for the session's chosen service (while on the day step). */
export function useSessionFreeDays(session: BookingSession) {
  const subject = session.flow.state.step === 'calendar' ? session.slotSubject : null;
  const bookingWindow = useBookingWindow(session.flow.state.service, session.providerTimezone, session.today);
  return useFreeDays(subject, session.today, session.clientTimezone, bookingWindow);
}

/**
 * The booking flow's day and time steps as the Mini App shows them (booking, and moving a booking): only days
 * and times that are free, each picked with one tap that moves on by itself; a new booking also lists full days.
 */
export function DayAndTimeSteps({
  session,
  freeDays,
  waitlist,
}: {
  session: BookingSession;
  freeDays: ReturnType<typeof useFreeDays>;
  /** When given (a new booking), full days are listed too and their time step offers this ("Navbatga yozilish"). */
  waitlist?: (date: IsoDate) => React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const { flow, slots, providerTimezone } = session;
  const { step, service, date, slot } = flow.state;
  if (step === 'calendar') {
    return (
      <DayStep
        days={freeDays.days}
        full={waitlist ? freeDays.full : []}
        loading={freeDays.loading}
        isError={freeDays.isError}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: ['time-slots'] })}
        selected={date}
        onSelect={(day) => {
          haptic.impact();
          flow.selectDate(day);
        }}
        serviceName={service?.name}
      />
    );
  }
  if (step === 'timeSlot' && date) {
    return (
      <TimeSlotStep
        hideActions
        date={date}
        // Only free times are offered: past and taken starts of today are not shown at all.
        slots={slots.data ? freeSlots(slots.data) : undefined}
        isLoading={slots.isPending}
        isError={slots.isError}
        onRetry={() => void slots.refetch()}
        selectedSlot={slot}
        onSelectSlot={(chosen) => {
          haptic.impact();
          flow.selectSlot(chosen);
        }}
        providerTimezone={providerTimezone}
        waitlist={waitlist?.(date)}
      />
    );
  }
  return null;
}
