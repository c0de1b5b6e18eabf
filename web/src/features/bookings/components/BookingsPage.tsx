import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BookingFormDialog } from '../../../components/bookings/BookingFormDialog.tsx';
import { CancelBookingDialog } from '../../../components/bookings/CancelBookingDialog.tsx';
import { RescheduleDialog } from '../../../components/bookings/RescheduleDialog.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { bookingsPage as t, common } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useDeleteBooking, useSetBookingStatus, useUpdateBooking } from '../../../lib/api/booking-writes.ts';
import { isInvitedMaster, useMyMaster } from '../../../lib/api/my-master.ts';
import { useTeam } from '../../../lib/api/team.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { readBookAgain } from '../../../lib/book-again.ts';
import { cx } from '../../../lib/cx.ts';
import { todayIn } from '../../../lib/dates.ts';
import { useNavigation } from '../../../lib/navigation.tsx';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { BOOKINGS_PAGE, useBookingCounts, useBookings } from '../api/get-bookings.ts';
import { type BookingAction, BookingCard } from './BookingCard.tsx';
import { BookingListFilters } from './BookingListFilters.tsx';
import { BulkCancelDialog } from './BulkCancelDialog.tsx';
import { isDefaultFilter, readListFilter, serverFilters, type StatusFilter, STATUS_FILTERS, writeListFilter } from './list-filter.ts';
import { SelectionBar } from './SelectionBar.tsx';
import styles from './bookings.module.css';

type Open =
  | { kind: 'create'; client?: ReturnType<typeof readBookAgain> }
  | { kind: 'bulk-cancel' }
  | { kind: 'edit' | 'reschedule' | 'cancel' | 'remove'; booking: Booking }
  | null;

/**
 * /user/bookings ('Mening uchrashuvlarim'): the list the server filters by period, master, status and a search (name,
 * phone digits, confirmation number), a page at a time. The filters live in the address, so a reload keeps them.
 */
export function BookingsPage() {
  const timezone = useProviderTimezone();
  const today = todayIn(timezone);
  const [params, setParams] = useSearchParams();
  const filter = readListFilter(params);
  const search = useDeferredValue(filter.search.trim());
  const server = serverFilters({ ...filter, search }, today);
  // How many rows are shown: a page, and a page more at each "Yana ko'rsatish"; a new filter starts again at one.
  const filterKey = JSON.stringify(server);
  const [paging, setPaging] = useState({ key: filterKey, shown: BOOKINGS_PAGE });
  const shown = paging.key === filterKey ? paging.shown : BOOKINGS_PAGE;
  const bookings = useBookings(server, shown);
  const { status: _status, ...others } = server;
  const counts = useBookingCounts(others);
  const setFilter = (changes: Partial<typeof filter>) => setParams(writeListFilter({ ...filter, ...changes }), { replace: true });
  // A business with several masters filters by master and shows who serves each booking; a solo one sees neither.
  const me = useMyMaster();
  const isMaster = isInvitedMaster(me.data);
  const team = useTeam(me.isSuccess && !isMaster).data ?? [];
  const active = team.filter((m) => m.isActive).map((m) => ({ id: m.id, name: m.name, serviceIds: m.serviceIds }));
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

  const list = bookings.data?.items ?? [];
  const hasMore = bookings.data ? list.length < bookings.data.total && shown < 1000 : false;
  const selectable = list.filter((b) => b.status !== 'cancelled');
  const chosen = selectable.filter((b) => picked.has(b.id));
  const countOf = (key: StatusFilter) => {
    const c = counts.data;
    if (!c) return null;
    return key === 'active' ? c.all - c.cancelled : c[key];
  };
  const total = countOf(filter.status);
  const showMaster = team.length > 1;

  return (
    <div className="container">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={isMaster ? undefined : <Button onClick={() => setOpen({ kind: 'create' })}>{`+ ${t.create}`}</Button>}
      />
      <BookingListFilters filter={filter} today={today} masters={isMaster ? [] : team} onChange={setFilter} />
      <div className={styles.filters} role="group" aria-label={t.filterLabel}>
        {STATUS_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={cx(styles.filter)}
            aria-pressed={filter.status === key}
            onClick={() => setFilter({ status: key })}
          >
            {t.filters[key]}
            {countOf(key) !== null && <span className={styles.filterCount}>{countOf(key)}</span>}
          </button>
        ))}
      </div>
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
          {isDefaultFilter(filter) ? (
            <EmptyState title={t.empty} text={t.emptyHint} />
          ) : (
            <EmptyState
              title={t.noMatch}
              action={
                <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t.clearFilters}
                </Button>
              }
            />
          )}
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
                  showMaster={showMaster}
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
          <div className={styles.more}>
            {total !== null && <p className="muted">{t.shown({ shown: list.length, total })}</p>}
            {hasMore && (
              <Button
                variant="secondary"
                loading={bookings.isPlaceholderData && bookings.isFetching}
                onClick={() => setPaging({ key: filterKey, shown: shown + BOOKINGS_PAGE })}
              >
                {t.more}
              </Button>
            )}
          </div>
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
      {open?.kind === 'create' && <BookingFormDialog booking={null} initial={open.client ?? undefined} masters={active} onClose={close} />}
      {open?.kind === 'edit' && <BookingFormDialog booking={open.booking} onClose={close} />}
      {open?.kind === 'reschedule' && <RescheduleDialog booking={open.booking} masters={active} onClose={close} />}
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
