import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/Field.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { bookingsPage as t, common } from '../../../config/messages.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { readBookAgain } from '../../../lib/book-again.ts';
import { useNavigation } from '../../../lib/navigation.tsx';
import { paths } from '../../../config/routes.ts';
import { cx } from '../../../lib/cx.ts';
import { todayIn } from '../../../lib/dates.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { useDeleteBooking, useSetBookingStatus, useUpdateBooking } from '../api/booking-writes.ts';
import { useMyMaster } from '../../../lib/api/my-master.ts';
import { useBookings } from '../api/get-bookings.ts';
import { type BookingAction, BookingCard } from './BookingCard.tsx';
import { BookingFormDialog } from './BookingFormDialog.tsx';
import { BulkCancelDialog } from './BulkCancelDialog.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import styles from './bookings.module.css';

type Filter = keyof typeof t.filters;
const FILTERS = Object.keys(t.filters) as Filter[];

/** Upcoming first (soonest on top), then the past (latest on top). */
function ordered(bookings: Booking[], today: string): Booking[] {
  const key = (b: Booking) => `${b.date} ${b.timeSlot}`;
  const upcoming = bookings.filter((b) => b.date >= today).sort((a, b) => key(a).localeCompare(key(b)));
  const past = bookings.filter((b) => b.date < today).sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}

/** The masters the bookings name, each once, in the order first met. */
function mastersOf(bookings: Booking[]): Booking['staff'][] {
  const seen = new Map<string, Booking['staff']>();
  for (const booking of bookings) if (!seen.has(booking.staff.id)) seen.set(booking.staff.id, booking.staff);
  return [...seen.values()];
}

function matches(booking: Booking, filter: Filter): boolean {
  if (filter === 'all') return true;
  // Cancelling takes a booking off the default list (spec.md section 4); the filter still finds it.
  if (filter === 'active') return booking.status !== 'cancelled';
  return booking.status === filter;
}

type Open =
  | { kind: 'create'; client?: ReturnType<typeof readBookAgain> }
  | { kind: 'bulk-cancel' }
  | { kind: 'edit' | 'reschedule' | 'cancel' | 'remove'; booking: Booking }
  | null;

/** /user/bookings ('Mening uchrashuvlarim') */
export function BookingsPage() {
  const bookings = useBookings();
  const timezone = useProviderTimezone();
  const [filter, setFilter] = useState<Filter>('active');
  // A business with several masters filters by master and shows who serves each booking; a solo one sees neither.
  const [master, setMaster] = useState('');
  const isMaster = Boolean(useMyMaster().data);
  const masters = mastersOf(bookings.data ?? []);
  // "Yana yozish" on a client's card arrives here asking for a new booking of that client.
  const [open, setOpen] = useState<Open>(() => {
    const client = readBookAgain(window.location.search);
    return client ? { kind: 'create', client } : null;
  });
  const { navigate } = useNavigation();
  useEffect(() => {
    // Opened once: a reload or the back button does not open the prefilled form again.
    if (readBookAgain(window.location.search)) navigate(paths.bookings, { replace: true });
  }, [navigate]);
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  const setStatus = useSetBookingStatus();
  const close = () => setOpen(null);
  // Picked ids; only the picked bookings still shown (and not cancelled) are acted on.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const pick = (ids: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const onAction = (booking: Booking) => (action: BookingAction) => {
    if (action === 'noShow') {
      setStatus.mutate(
        { id: booking.id, status: 'no_show' },
        { onSuccess: () => toastSuccess(t.markedNoShow), onError: (error) => toastError(error, t.errors.update) },
      );
      return;
    }
    if (action !== 'confirm') {
      setOpen({ kind: action, booking });
      return;
    }
    const { id, name, phone, email, telegramUsername, notes } = booking;
    update.mutate(
      { id, name, phone, email, telegramUsername, notes, status: 'confirmed' },
      { onSuccess: () => toastSuccess(t.updated), onError: (error) => toastError(error, t.errors.update) },
    );
  };

  const list = bookings.data
    ? ordered(
        bookings.data.filter((b) => matches(b, filter) && (!master || b.staff.id === master)),
        todayIn(timezone),
      )
    : [];
  const selectable = list.filter((b) => b.status !== 'cancelled');
  const chosen = selectable.filter((b) => picked.has(b.id));

  return (
    <div className="container">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={isMaster ? undefined : <Button onClick={() => setOpen({ kind: 'create' })}>{`+ ${t.create}`}</Button>}
      />
      <div className={styles.filters} role="group" aria-label={t.filterLabel}>
        {FILTERS.map((key) => (
          <button key={key} type="button" className={cx(styles.filter)} aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {t.filters[key]}
            {bookings.data && <span className={styles.filterCount}>{bookings.data.filter((b) => matches(b, key)).length}</span>}
          </button>
        ))}
      </div>
      {masters.length > 1 && (
        <div className={styles.masterFilter}>
          <SelectField
            label={t.masterFilter}
            value={master}
            onChange={setMaster}
            options={[{ value: '', label: t.allMasters }, ...masters.map((m) => ({ value: m.id, label: m.name }))]}
          />
        </div>
      )}
      {bookings.isPending ? (
        <div className="stack" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : bookings.isError ? (
        <p className="muted">{t.loadError}</p>
      ) : list.length === 0 ? (
        <div className="card">
          <EmptyState title={t.empty} text={t.emptyHint} />
        </div>
      ) : (
        <>
          {selectable.length > 0 && !isMaster && (
            <SelectionBar
              chosen={chosen.length}
              selectable={selectable.length}
              onAll={(on) =>
                pick(
                  selectable.map((b) => b.id),
                  on,
                )
              }
              onCancel={() => setOpen({ kind: 'bulk-cancel' })}
            />
          )}
          <ul className={styles.list}>
            {list.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  providerTimezone={timezone}
                  showMaster={masters.length > 1}
                  onAction={onAction(booking)}
                  busy={
                    (update.isPending && update.variables?.id === booking.id) ||
                    (setStatus.isPending && setStatus.variables?.id === booking.id)
                  }
                  selection={
                    booking.status === 'cancelled' || isMaster
                      ? undefined
                      : { checked: picked.has(booking.id), onChange: (on) => pick([booking.id], on) }
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {open?.kind === 'bulk-cancel' && (
        <BulkCancelDialog
          bookings={chosen}
          onClose={close}
          onDone={() => {
            setPicked(new Set());
            close();
          }}
        />
      )}
      {open?.kind === 'create' && <BookingFormDialog booking={null} initial={open.client ?? undefined} onClose={close} />}
      {open?.kind === 'edit' && <BookingFormDialog booking={open.booking} onClose={close} />}
      {open?.kind === 'reschedule' && <RescheduleDialog booking={open.booking} onClose={close} />}
      {open?.kind === 'cancel' && <CancelBookingDialog booking={open.booking} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText}
          confirmLabel={remove.isPending ? common.deleting : common.delete}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.booking.id, {
              onSuccess: () => {
                toastSuccess(t.removed);
                close();
              },
              onError: (error) => toastError(error, t.errors.remove),
            })
          }
        />
      )}
    </div>
  );
}
