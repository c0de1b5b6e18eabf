import {
  BookingSummary,
  bookingAfterMessages as after,
  bookingMessages,
  choosesMaster,
  clientChangeMessages,
  displayTime,
  firstStepAfterService,
  formatDateLong,
  MasterStep,
  ProviderHeader,
  PublicBookingSkeleton,
  publicPageMessages,
  servingMaster,
  Toaster,
  toastError,
  useBookingSession,
} from '@qabul/web/booking-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { bookingQueryClient } from '../query-client.ts';
import { useState } from 'react';
import { miniText as t } from '../../../config/messages/index.ts';
import { getMyBookings, type MiniBooking } from '../../../lib/my-bookings.ts';
import { haptic, useBackButton, useMainButton } from '../../../lib/telegram-controls.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { rescheduleMyBooking } from '../api/reschedule-booking.ts';
import { DayAndTimeSteps, useSessionFreeDays } from './DayAndTimeSteps.tsx';
import styles from './booking-screen.module.css';

/**
 * The card's "Ko'chirish": the person's own booking, moved with the booking flow's steps. A service of several masters
 * opens on the master step (the booking's own master marked, no "Farqi yo'q": a move names one master); a service of
 * one goes straight to that master's days.
 */
export function RescheduleRoute({ bookingId, onHome }: { bookingId: string; onHome: () => void }) {
  const mine = useRequest(getMyBookings);
  if (mine.status === 'pending') return <PublicBookingSkeleton label={publicPageMessages.loadingLabel} />;
  const booking = mine.status === 'success' ? mine.data.upcoming.find((b) => b.id === bookingId) : undefined;
  if (!booking || booking.serviceId === null) return <BookingNotFound onHome={onHome} />;
  return (
    <QueryClientProvider client={bookingQueryClient}>
      <RescheduleScreen booking={booking} serviceId={booking.serviceId} onHome={onHome} />
    </QueryClientProvider>
  );
}

/** Cancelled, over, or someone else's: nothing to move. */
function BookingNotFound({ onHome }: { onHome: () => void }) {
  useBackButton(onHome);
  useMainButton({ text: t.homeButton, enabled: true, loading: false }, onHome);
  return (
    <main className={styles.page}>
      <div className="empty-state" role="alert">
        <p className="empty-title">{t.bookingNotFound}</p>
        <p className="empty-text">{t.bookingNotFoundHint}</p>
      </div>
    </main>
  );
}

function RescheduleScreen({ booking, serviceId, onHome }: { booking: MiniBooking; serviceId: number; onHome: () => void }) {
  const session = useBookingSession({
    providerUsername: booking.providerUsername,
    autoAdvance: true,
    serviceId,
    // Moving a booking never takes a new fee: the reserve-fee path is the new booking's, not this one's.
    onReserveOrder: () => undefined,
  });
  const { provider, flow } = session;
  const { step, service, master, date, slot } = flow.state;
  // The first step shown: back from it leaves the screen (the service is the booking's, never chosen here).
  const firstStep = firstStepAfterService(service);
  const freeDays = useSessionFreeDays(session);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<MiniBooking | null>(null);

  const move = async () => {
    if (!date || !slot || moving) return;
    setMoving(true);
    try {
      // A master picked on the master step moves it to them; otherwise it stays with its own.
      setMoved(await rescheduleMyBooking(booking.id, { newDate: date, newTimeSlot: slot.time, staffId: master?.id ?? null }));
      haptic.success();
    } catch (error) {
      haptic.error();
      toastError(error as Error, t.rescheduleError);
      if ((error as { code?: string }).code === 'slot_taken') flow.slotTaken();
    } finally {
      setMoving(false);
    }
  };

  useMainButton(
    moved
      ? { text: t.homeButton, enabled: true, loading: false }
      : step === 'confirmation'
        ? { text: moving ? t.moving : t.moveButton, enabled: true, loading: moving }
        : null,
    () => (moved ? onHome() : void move()),
  );
  useBackButton(moved || moving ? null : step === firstStep ? onHome : flow.back);

  if (provider.isPending || !service) return <PublicBookingSkeleton label={publicPageMessages.loadingLabel} />;
  return (
    <main className={styles.page}>
      {provider.data && <ProviderHeader provider={provider.data} />}
      <div className={styles.card}>
        <h1 className={styles.heading}>{after.reschedule}</h1>
        <p className={styles.sub} data-testid="current-time">
          {`${clientChangeMessages.current}: ${formatDateLong(booking.localDate)}, ${booking.localTime} · ${booking.serviceName ?? ''}`}
          {/* Where the team is several, who serves it now. */}
          {choosesMaster(service) ? ` · ${booking.staff.name}` : ''}
        </p>
        {moved ? (
          <section role="status" data-testid="moved">
            <h2 className={styles.heading}>{after.rescheduledTitle}</h2>
            <p className={styles.sub}>{after.rescheduledText}</p>
            <p className={styles.paid}>{`${formatDateLong(moved.localDate)}, ${moved.localTime}`}</p>
          </section>
        ) : step === 'master' ? (
          <MasterStep
            hideActions
            offerAny={false}
            masters={service.staff ?? []}
            selectedId={booking.staff.id}
            onSelect={(picked) => {
              haptic.impact();
              flow.selectMaster(picked);
            }}
          />
        ) : step === 'calendar' || step === 'timeSlot' ? (
          <DayAndTimeSteps session={session} freeDays={freeDays} />
        ) : step === 'confirmation' && date && slot ? (
          <section>
            <h2 className={styles.heading}>{bookingMessages.confirmTitle}</h2>
            <BookingSummary
              service={service}
              date={date}
              time={displayTime(slot)}
              master={choosesMaster(service) ? servingMaster(service, master ?? booking.staff) : null}
            />
          </section>
        ) : null}
      </div>
      <Toaster />
    </main>
  );
}
