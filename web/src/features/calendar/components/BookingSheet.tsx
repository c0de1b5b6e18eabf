import { Badge, DetailList } from '../../../components/ui/Misc.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { bookingsPage, calendarPage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useSetBookingStatus } from '../../../lib/api/booking-writes.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { AppLink } from '../../../lib/navigation.tsx';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { useDayBookings } from '../api/day-bookings.ts';
import { type CalendarBooking, type CalendarMaster, paidFeeOf } from '../model/calendar-types.ts';
import { minutesOf } from '../model/grid-layout.ts';
import { MasterAvatar } from './ColumnHeader.tsx';
import styles from './calendar.module.css';
import type { Now } from './use-now.ts';

export type SheetAction = 'move' | 'cancel' | 'edit';

/** Whether the visit has begun (in the business's zone): "Kelmadi" is marked from its start on. */
export function hasStarted(booking: Pick<CalendarBooking, 'date' | 'start'>, now: Now): boolean {
  return booking.date < now.date || (booking.date === now.date && minutesOf(booking.start) <= now.minutes);
}

/**
 * A booking opened from the grid: who, when, with whom, and what can be done with it (Tasdiqlash, Ko'chirish,
 * Bekor qilish, Kelmadi from its start on, the client's card). The full booking (e-mail, notes, number) is read
 * when the sheet opens; the actions that need it wait for it.
 */
export function BookingSheet({
  booking,
  master,
  now,
  showClientCard,
  onAction,
  onClose,
}: {
  booking: CalendarBooking;
  master: CalendarMaster | undefined;
  now: Now;
  /** The client cards are the owner's. */
  showClientCard: boolean;
  onAction: (action: SheetAction, full: Booking) => void;
  onClose: () => void;
}) {
  const day = useDayBookings(booking.date);
  const full = day.data?.find((b) => b.id === booking.id);
  const setStatus = useSetBookingStatus();
  const fee = paidFeeOf(booking);
  // Still to come or to be marked: neither cancelled nor a no-show.
  const active = booking.status !== 'cancelled' && booking.status !== 'no_show';
  const started = hasStarted(booking, now);
  const digits = booking.phone.replace(/\D/g, '');

  const mark = (status: 'confirmed' | 'no_show', done: string) =>
    setStatus.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => {
          toastSuccess(done);
          onClose();
        },
        onError: (error) => toastError(error, bookingsPage.errors.update),
      },
    );

  return (
    <Dialog
      title={booking.clientName}
      description={`${formatDateLong(booking.date)} · ${booking.start}–${booking.end}`}
      onClose={onClose}
      closeDisabled={setStatus.isPending}
    >
      <div className="form-stack">
        <div className={styles.sheetStatus}>
          <StatusBadge status={booking.status} />
          {booking.clientConfirmedAt && booking.status !== 'cancelled' && <Badge tone="success">✓ {bookingsPage.clientConfirmed}</Badge>}
        </div>
        <DetailList
          items={[
            booking.serviceName ? { label: t.sheet.service, value: booking.serviceName } : null,
            master
              ? {
                  label: t.sheet.master,
                  value: (
                    <span className={styles.sheetMaster}>
                      <MasterAvatar master={master} size="sm" />
                      {master.name}
                    </span>
                  ),
                }
              : null,
            { label: t.sheet.phone, value: <PhoneText phone={booking.phone} call /> },
            fee !== null ? { label: bookingsPage.prepaid, value: bookingsPage.prepaidValue({ amount: formatMoney(fee) }) } : null,
            full?.email ? { label: bookingsPage.email, value: full.email } : null,
            full?.telegramUsername ? { label: bookingsPage.telegram, value: `@${full.telegramUsername.replace(/^@/, '')}` } : null,
            full?.notes ? { label: bookingsPage.notes, value: full.notes } : null,
            full ? { label: bookingsPage.number, value: full.confirmationNumber } : null,
          ]}
        />
        {active && (
          <div className={styles.sheetActions}>
            {booking.status === 'pending' && (
              <Button size="sm" loading={setStatus.isPending} onClick={() => mark('confirmed', t.sheet.confirmed)}>
                {bookingsPage.confirm}
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={!full} onClick={() => full && onAction('move', full)}>
              {t.sheet.move}
            </Button>
            {started && (
              <Button
                size="sm"
                variant="secondary"
                disabled={setStatus.isPending}
                onClick={() => mark('no_show', bookingsPage.markedNoShow)}
              >
                {bookingsPage.noShow}
              </Button>
            )}
            <Button size="sm" variant="danger" disabled={!full} onClick={() => full && onAction('cancel', full)}>
              {bookingsPage.cancel}
            </Button>
            <Button size="sm" variant="ghost" disabled={!full} onClick={() => full && onAction('edit', full)}>
              {bookingsPage.edit}
            </Button>
          </div>
        )}
        {active && !started && <p className={styles.sheetHint}>{t.sheet.noShowFrom({ time: booking.start })}</p>}
        {active && <p className={styles.sheetHint}>{t.sheet.dragHint}</p>}
        {showClientCard && digits && (
          <AppLink className={`btn btn-ghost btn-sm ${styles.sheetLink}`} to={`${paths.clients}?search=${encodeURIComponent(digits)}`}>
            {t.sheet.clientCard} →
          </AppLink>
        )}
      </div>
    </Dialog>
  );
}
