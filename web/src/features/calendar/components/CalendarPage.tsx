import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BookingFormDialog } from '../../../components/bookings/BookingFormDialog.tsx';
import { CancelBookingDialog } from '../../../components/bookings/CancelBookingDialog.tsx';
import { RescheduleDialog } from '../../../components/bookings/RescheduleDialog.tsx';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { EmptyState, PageHeader } from '../../../components/ui/Misc.tsx';
import { Tabs, useTabIds } from '../../../components/ui/Tabs.tsx';
import { calendarPage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { errorText } from '../../../lib/api-client.ts';
import { isInvitedMaster, useMyMaster } from '../../../lib/api/my-master.ts';
import { useTeam } from '../../../lib/api/team.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { addDays, formatDateShort, todayIn, weekdayIndex } from '../../../lib/dates.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { calendarQuery, useCalendar } from '../api/get-calendar.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { useRemoveBlock } from '../api/remove-block.ts';
import type { BlockInput } from '../api/create-block.ts';
import type { CalendarBlock, CalendarBooking } from '../model/calendar-types.ts';
import { gridStep, minutesOf, type Span, timeOf } from '../model/grid-layout.ts';
import { type CalendarView, columnsOf, type GridColumn, type Placement, shownBookings } from '../model/grid-model.ts';
import { BlockTimeDialog } from './BlockTimeDialog.tsx';
import { BookingSheet, type SheetAction } from './BookingSheet.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { DayHeader, MasterHeader } from './ColumnHeader.tsx';
import { GridSkeleton } from './GridSkeleton.tsx';
import { type Refusal, TimeGrid } from './TimeGrid.tsx';
import styles from './calendar.module.css';
import { useLiveCalendar } from './use-live-calendar.ts';
import { useNow } from './use-now.ts';

// Only new providers see it; its own chunk keeps it out of everybody else's calendar.
const FirstStepsCard = lazy(() => import('./FirstStepsCard.tsx').then((m) => ({ default: m.FirstStepsCard })));

/** Without the live stream (refused, or not there), the grid reads itself again this often. */
const POLL_MS = 30_000;
const PHONE = '(max-width: 640px)';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Open =
  | { kind: 'new'; date: string; timeSlot?: string; staffId?: string }
  | { kind: 'sheet'; bookingId: string }
  | { kind: 'block'; initial: BlockInput }
  | { kind: 'remove-block'; block: CalendarBlock }
  | { kind: SheetAction; booking: Booking }
  | null;

/**
 * `/` (signed in) and /user/calendar: the salon's working day. "Kun" is every master's column on one day, "Hafta"
 * one master's week; on a phone the day shows one master at a time, with tabs. The date, view, master and the
 * cancelled toggle live in the address, so a reload or a shared link opens the same grid.
 */
export function CalendarPage() {
  const timezone = useProviderTimezone();
  const now = useNow(timezone);
  const today = todayIn(timezone);
  const [params, setParams] = useSearchParams();
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const withCancelled = params.get('cancelled') === '1';
  const weekStart = addDays(date, -weekdayIndex(date));
  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // An invited master works in their own column only (the server gives no other); creating bookings is the owner's.
  const me = useMyMaster();
  const invited = isInvitedMaster(me.data);
  const team = (useTeam(me.isSuccess && !invited).data ?? []).filter((m) => m.isActive);
  const masters =
    invited && me.data ? [{ id: me.data.id, name: me.data.name }] : team.map((m) => ({ id: m.id, name: m.name, serviceIds: m.serviceIds }));
  const weekMaster = params.get('master') ?? me.data?.id ?? team[0]?.id ?? '';
  const phone = useMediaQuery(PHONE);

  const live = useLiveCalendar(true);
  const query =
    view === 'day'
      ? { date, days: 1, includeCancelled: withCancelled }
      : { date: weekStart, days: 7, staffId: weekMaster || null, includeCancelled: withCancelled };
  const calendar = useCalendar(query, live === 'closed' ? POLL_MS : undefined);
  const calendarKey = calendarQuery(query).queryKey;
  const move = useMoveBooking(calendarKey);
  const removeBlock = useRemoveBlock();
  const [open, setOpen] = useState<Open>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tabIds = useTabIds();

  const data = calendar.data;
  const step = gridStep(data?.step);
  const allColumns = useMemo(() => (data ? columnsOf(data, view, date, weekMaster) : []), [data, view, date, weekMaster]);
  // A phone shows one master's day at a time: the one chosen in the tabs (kept in the address), else the first.
  const tabMaster = allColumns.find((c) => c.staffId === params.get('master'))?.staffId ?? allColumns[0]?.staffId ?? '';
  const columns = view === 'day' && phone ? allColumns.filter((c) => c.staffId === tabMaster) : allColumns;
  const bookings = useMemo(() => (data ? shownBookings(data, withCancelled) : []), [data, withCancelled]);
  const blocks = data?.blocks ?? [];
  const masterOf = (staffId: string) => data?.masters.find((m) => m.id === staffId);
  const sheetBooking = open?.kind === 'sheet' ? data?.bookings.find((b) => b.id === open.bookingId) : undefined;

  const onMove = (booking: CalendarBooking, to: Placement) => {
    setRefusal(null);
    move.mutate(
      { booking, to },
      {
        onSuccess: () => {
          const text = t.announce.moved({
            name: booking.clientName,
            master: masterOf(to.staffId)?.name ?? '',
            date: formatDateShort(to.date),
            time: to.start,
          });
          setAnnouncement(text);
          toastSuccess(text);
        },
        onError: (error) => {
          const message = errorText(error, t.refused);
          // Said next to the block, back at its place, and read out.
          setRefusal({ bookingId: booking.id, message });
          setAnnouncement(`${t.refused}: ${message}`);
        },
      },
    );
  };

  const blockFrom = (column: GridColumn, span: Span): BlockInput => ({
    staffId: column.staffId,
    date: column.date,
    start: timeOf(span.start),
    end: timeOf(span.end),
    note: null,
  });

  const onCell = (column: GridColumn, start: string) => {
    if (invited) setOpen({ kind: 'block', initial: blockFrom(column, { start: minutesOf(start), end: minutesOf(start) + step }) });
    else setOpen({ kind: 'new', date: column.date, timeSlot: start, staffId: column.staffId });
  };

  const newBlock = () => {
    const staffId = view === 'week' ? weekMaster : phone ? tabMaster : (masters[0]?.id ?? '');
    const start = date === now.date ? Math.ceil(now.minutes / step) * step : 13 * 60;
    setOpen({ kind: 'block', initial: { staffId, date, start: timeOf(start), end: timeOf(Math.min(start + 60, 24 * 60)), note: null } });
  };

  const anyBooking = bookings.some((b) => columns.some((c) => c.staffId === b.staffId && c.date === b.date));
  const allOff = columns.length > 0 && columns.every((c) => c.day?.off);

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title={t.title}
        // A phone keeps its height for the grid.
        subtitle={phone ? undefined : t.subtitle}
        action={
          <div className={styles.headerActions}>
            <Button variant="secondary" onClick={newBlock} disabled={!masters.length && !data?.masters.length}>
              {t.blockTime}
            </Button>
            {!invited && <Button onClick={() => setOpen({ kind: 'new', date })}>{`+ ${t.newBooking}`}</Button>}
          </div>
        }
      />
      {me.isSuccess && !invited && (
        <Suspense fallback={null}>
          <FirstStepsCard />
        </Suspense>
      )}
      <CalendarToolbar
        view={view}
        date={date}
        weekStart={weekStart}
        today={today}
        onDate={(next) => setParam({ date: next === today ? null : next })}
        onView={(next) => setParam({ view: next === 'day' ? null : 'week' })}
        masters={invited ? [] : masters}
        weekMaster={weekMaster}
        onWeekMaster={(id) => setParam({ master: id })}
        withCancelled={withCancelled}
        onWithCancelled={(on) => setParam({ cancelled: on ? '1' : null })}
        live={live}
      />
      {view === 'day' && phone && allColumns.length > 1 && (
        <Tabs
          className={styles.masterTabs}
          label={t.masterTabs}
          ids={tabIds}
          items={allColumns.map((c) => ({ id: c.staffId, label: c.master.name }))}
          value={tabMaster}
          onChange={(id) => setParam({ master: id })}
        />
      )}
      <div
        id={view === 'day' && phone && allColumns.length > 1 ? tabIds.panel(tabMaster) : undefined}
        role={phone ? 'tabpanel' : undefined}
      >
        {calendar.isPending ? (
          <GridSkeleton label={t.loading} />
        ) : calendar.isError ? (
          <div className="card">
            <EmptyState
              title={t.loadError}
              text={errorText(calendar.error, '')}
              action={
                <Button variant="secondary" onClick={() => void calendar.refetch()}>
                  {t.retry}
                </Button>
              }
            />
          </div>
        ) : columns.length === 0 ? (
          <div className="card">
            <EmptyState
              title={t.noMasters}
              text={invited ? undefined : t.noMastersHint}
              action={invited ? undefined : <ButtonLink to={paths.team}>{t.toTeam}</ButtonLink>}
            />
          </div>
        ) : (
          <>
            {allOff ? (
              <p className={styles.status}>{t.allOff}</p>
            ) : (
              !anyBooking && <p className={styles.status}>{invited ? t.emptyDayMaster : t.emptyDay}</p>
            )}
            <TimeGrid
              columns={columns}
              view={view}
              step={step}
              bookings={bookings}
              blocks={blocks}
              now={now}
              header={(column) => (view === 'day' ? <MasterHeader column={column} /> : <DayHeader column={column} today={today} />)}
              cellAction={invited ? 'block' : 'booking'}
              canMove
              onCell={onCell}
              onSelect={(column, span) => setOpen({ kind: 'block', initial: blockFrom(column, span) })}
              onOpenBooking={(booking) => setOpen({ kind: 'sheet', bookingId: booking.id })}
              onOpenBlock={(block) => setOpen({ kind: 'remove-block', block })}
              onMove={onMove}
              refusal={refusal}
              onDismissRefusal={() => setRefusal(null)}
              announce={setAnnouncement}
            />
            <CalendarLegend />
          </>
        )}
      </div>
      <div className="sr-only" aria-live="polite" data-testid="calendar-announcer">
        {announcement}
      </div>

      {open?.kind === 'new' && (
        <BookingFormDialog
          booking={null}
          initial={{ date: open.date, timeSlot: open.timeSlot, staffId: open.staffId }}
          masters={masters}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'sheet' && sheetBooking && (
        <BookingSheet
          booking={sheetBooking}
          master={masterOf(sheetBooking.staffId)}
          now={now}
          showClientCard={!invited}
          onAction={(action, booking) => setOpen({ kind: action, booking })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && <RescheduleDialog booking={open.booking} masters={masters} onClose={() => setOpen(null)} />}
      {open?.kind === 'cancel' && <CancelBookingDialog booking={open.booking} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <BookingFormDialog booking={open.booking} onClose={() => setOpen(null)} />}
      {open?.kind === 'block' && (
        <BlockTimeDialog masters={masters} initial={open.initial} step={step} today={today} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove-block' && (
        <ConfirmDialog
          title={t.block.removeTitle}
          text={t.block.removeText({
            master: masterOf(open.block.staffId)?.name ?? '',
            date: formatDateShort(open.block.date),
            time: `${open.block.start}–${open.block.end}${open.block.note ? ` (${open.block.note})` : ''}`,
          })}
          confirmLabel={t.block.remove}
          busy={removeBlock.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            removeBlock.mutate(open.block.id, {
              onSuccess: () => {
                toastSuccess(t.block.removed);
                setOpen(null);
              },
              onError: (error) => toastError(error, t.block.removeError),
            })
          }
        />
      )}
    </div>
  );
}
