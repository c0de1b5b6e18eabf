import { useCallback, useState } from 'react';
import { Pager, SearchBox, SortHeader, TableFrame, TableState, tableStyles as styles } from '../../../components/admin/Table.tsx';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Menu } from '../../../components/ui/Menu.tsx';
import { PageHeader } from '../../../components/ui/Misc.tsx';
import { adminBookings as t, adminTable } from '../../../config/messages.ts';
import { DEFAULT_LIST_QUERY } from '../../../lib/admin/list-query.ts';
import type { AdminBooking } from '../../../lib/admin/types.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateShort } from '../../../lib/dates.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { BookingStatus } from '../../../lib/types.ts';
import { type AdminBookingsQuery, useAdminBookings } from '../api/get-admin-bookings.ts';
import { useUpdateBookingStatus } from '../api/update-booking-status.ts';
import { hasStarted, otherStatuses } from '../model/status-options.ts';
import page from './admin-bookings.module.css';

type Filter = keyof typeof t.filters;
const FILTERS = Object.keys(t.filters) as Filter[];

/** /admin/bookings: every booking on the platform, filtered, searched and paged on the server. */
export function AdminBookingsPage() {
  const [query, setQuery] = useState<AdminBookingsQuery>({ ...DEFAULT_LIST_QUERY });
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const bookings = useAdminBookings(query);
  const update = useUpdateBookingStatus();
  const rows = bookings.data?.items ?? [];
  const onSearch = useCallback((q: string) => setQuery((current) => ({ ...current, page: 1, q })), []);
  const c = t.columns;

  const setStatus = (booking: AdminBooking, status: BookingStatus) =>
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => {
          toastSuccess(t.updated);
          setCancelling(null);
        },
        onError: (error) => toastError(error, t.error),
      },
    );

  const filter: Filter = query.status ?? 'all';
  return (
    <>
      <div className={`container ${styles.wide}`}>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <div className={styles.toolbar}>
          <div className={page.filters} role="group" aria-label={t.filterLabel}>
            {FILTERS.map((key) => (
              <button
                key={key}
                type="button"
                className={page.filter}
                aria-pressed={filter === key}
                onClick={() => setQuery({ ...query, page: 1, status: key === 'all' ? undefined : key })}
              >
                {t.filters[key]}
              </button>
            ))}
          </div>
          <SearchBox value={query.q ?? ''} onSearch={onSearch} placeholder={t.searchPlaceholder} />
        </div>
        <TableFrame>
          {rows.length > 0 && (
            <table className={styles.table} aria-busy={bookings.isFetching || undefined}>
              <caption className="sr-only">{t.tableLabel}</caption>
              <thead>
                <tr>
                  <SortHeader label={c.client} column="name" query={query} onChange={setQuery} />
                  <th scope="col">{c.contact}</th>
                  <th scope="col">{c.service}</th>
                  <th scope="col">{c.provider}</th>
                  <SortHeader label={c.when} column="date" query={query} onChange={setQuery} />
                  <th scope="col">{c.status}</th>
                  <th scope="col">{adminTable.actions}</th>
                </tr>
              </thead>
              <tbody className={cx(bookings.isPlaceholderData && styles.dim)}>
                {rows.map((booking) => (
                  <tr key={booking.id}>
                    <td data-label={c.client}>{booking.name}</td>
                    <td data-label={c.contact}>
                      <PhoneText phone={booking.phone} />
                      {booking.email && <span className={styles.sub}>{booking.email}</span>}
                    </td>
                    <td data-label={c.service}>{booking.serviceName ?? '—'}</td>
                    <td data-label={c.provider}>
                      {booking.providerName ?? '—'}
                      {/* A master other than the provider themselves is named under the business. */}
                      {booking.staffName !== booking.providerName && <span className={styles.sub}>{booking.staffName}</span>}
                    </td>
                    <td data-label={c.when}>
                      <span className="nowrap">{formatDateShort(booking.date)}</span>
                      <span className={styles.sub}>{booking.timeSlot}</span>
                    </td>
                    <td data-label={c.status}>
                      <StatusBadge status={booking.status} />
                    </td>
                    <td data-label={adminTable.actions} className={styles.actionsCell}>
                      <Menu
                        label={t.changeStatus}
                        accessibleLabel={t.statusMenu({ name: booking.name })}
                        disabled={update.isPending && update.variables?.id === booking.id}
                        items={otherStatuses(booking.status, hasStarted(booking)).map((status) => ({
                          id: status,
                          label: t.setStatus[status],
                        }))}
                        onSelect={(status) =>
                          status === 'cancelled' ? setCancelling(booking) : setStatus(booking, status as BookingStatus)
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <TableState
            isPending={bookings.isPending}
            isError={bookings.isError && rows.length === 0}
            isEmpty={bookings.isSuccess && rows.length === 0}
            onRetry={() => void bookings.refetch()}
            emptyTitle={t.empty}
          />
        </TableFrame>
        {bookings.data && bookings.data.total > 0 && <Pager query={query} total={bookings.data.total} onChange={setQuery} />}
      </div>
      {cancelling && (
        <ConfirmDialog
          title={t.cancelTitle}
          text={t.cancelText({ name: cancelling.name })}
          confirmLabel={t.setStatus.cancelled}
          cancelLabel={t.keep}
          busy={update.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() => setStatus(cancelling, 'cancelled')}
        />
      )}
    </>
  );
}
