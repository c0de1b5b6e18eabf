import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { calendarPage as t, common } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateShort } from '../../../lib/dates.ts';
import type { CalendarBlock, CalendarBooking } from '../model/calendar-types.ts';
import {
  closedSpans,
  gridRange,
  heightOf,
  isOpenFor,
  layoutLanes,
  minutesOf,
  nowY,
  rowHeightFor,
  rowStarts,
  type Scale,
  type Span,
  spanOf,
  timeOf,
  yOf,
} from '../model/grid-layout.ts';
import {
  type CalendarView,
  durationOf,
  type GridColumn,
  inColumn,
  itemSpans,
  keyboardPlacement,
  type Placement,
  placementOf,
  samePlacement,
} from '../model/grid-model.ts';
import { type BlockLines, BookingBlock } from './BookingBlock.tsx';
import { offLabel } from './ColumnHeader.tsx';
import styles from './calendar.module.css';
import type { Now } from './use-now.ts';
import { useGridGestures } from './use-grid-gestures.ts';

export interface Refusal {
  bookingId: string;
  message: string;
}

type Item = { kind: 'booking'; booking: CalendarBooking } | { kind: 'block'; block: CalendarBlock };

const spanOfItem = (item: Item) => spanOf(item.kind === 'booking' ? item.booking : item.block);

/** A lane's place across its column, with a hair of space between neighbours. */
function laneStyle(span: Span, lane: number, lanes: number, scale: Scale): CSSProperties {
  return {
    top: yOf(span.start, scale),
    height: Math.max(heightOf(span, scale) - 2, 14),
    left: `calc(${(lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
  };
}

/** How many lines a booking of this height has room for (about 16 px a line). */
function linesFor(height: number): BlockLines {
  if (height < 34) return 1;
  if (height < 52) return 2;
  if (height < 70) return 3;
  return 4;
}

/**
 * The time grid: a sticky time axis on the left, a sticky header row on top, and a column per master ("Kun") or per
 * day ("Hafta"). Closed time is shaded and cannot be picked; open empty cells are buttons; bookings and blocked
 * times sit on top, side by side where they overlap. Bookings can be dragged, or moved from the keyboard.
 */
export function TimeGrid({
  columns,
  view,
  step,
  bookings,
  blocks,
  now,
  header,
  cellAction,
  canMove,
  onCell,
  onSelect,
  onOpenBooking,
  onOpenBlock,
  onMove,
  refusal,
  onDismissRefusal,
  announce,
}: {
  columns: readonly GridColumn[];
  view: CalendarView;
  step: number;
  bookings: readonly CalendarBooking[];
  blocks: readonly CalendarBlock[];
  now: Now;
  header: (column: GridColumn) => ReactNode;
  /** What an empty cell makes: a booking (the owner), a blocked time (a master's own view), or nothing. */
  cellAction: 'booking' | 'block' | null;
  canMove: boolean;
  onCell: (column: GridColumn, start: string) => void;
  onSelect: (column: GridColumn, span: Span) => void;
  onOpenBooking: (booking: CalendarBooking) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  onMove: (booking: CalendarBooking, to: Placement) => void;
  refusal: Refusal | null;
  onDismissRefusal: () => void;
  announce: (text: string) => void;
}) {
  const shownItems = useMemo(
    () =>
      itemSpans(
        bookings.filter((b) => columns.some((c) => c.staffId === b.staffId && c.date === b.date)),
        blocks,
      ),
    [bookings, blocks, columns],
  );
  const range = useMemo(
    () =>
      gridRange(
        columns.flatMap((c) => (c.day ? [c.day] : [])),
        shownItems,
        step,
      ),
    [columns, shownItems, step],
  );
  const scale: Scale = { range, step, rowHeight: rowHeightFor(step) };
  const rows = rowStarts(range, step);
  const height = rows.length * scale.rowHeight;
  const bodies = useRef<Array<HTMLElement | null>>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { preview, begin, isClickAfterDrag } = useGridGestures({ columns, scale, bodies, scroller, onMove, onSelect });
  const [keyMove, setKeyMove] = useState<{ booking: CalendarBooking; to: Placement } | null>(null);
  const focusAfterMove = useRef<string | null>(null);

  // A booking moved from the keyboard lands in another column (a new element): the focus follows it there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the bookings change, on purpose
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const block = root.current?.querySelector<HTMLElement>(`[data-booking-id="${CSS.escape(id)}"]`);
    if (block) {
      block.focus();
      focusAfterMove.current = null;
    }
  }, [bookings]);

  // Today's "now" line is in view when the grid opens on today.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per range shown, not on every tick of the clock
  useEffect(() => {
    const box = scroller.current;
    const at = columns.some((c) => c.date === now.date) ? nowY(now.minutes, scale) : null;
    if (box && at !== null) box.scrollTop = Math.max(0, at - box.clientHeight / 3);
  }, [columns.map((c) => c.key).join(), range.start, range.end]);

  const who = (column: GridColumn) => (view === 'day' ? column.master.name : formatDateShort(column.date));
  const placeName = (to: Placement) => {
    const column = columns.find((c) => c.staffId === to.staffId && c.date === to.date);
    return { master: column?.master.name ?? '', date: formatDateShort(to.date), time: to.start };
  };

  const onBookingKey = (booking: CalendarBooking) => (event: KeyboardEvent) => {
    if (!canMove || booking.status === 'cancelled') return;
    const moving = keyMove?.booking.id === booking.id ? keyMove : null;
    if (event.key === 'Escape' && moving) {
      event.preventDefault();
      event.stopPropagation();
      setKeyMove(null);
      announce(t.announce.cancelled);
      return;
    }
    if (event.key === 'Enter' && moving) {
      event.preventDefault();
      setKeyMove(null);
      if (!samePlacement(moving.to, placementOf(booking))) {
        focusAfterMove.current = booking.id;
        onMove(booking, moving.to);
      } else announce(t.announce.cancelled);
      return;
    }
    const next = keyboardPlacement(event.key, moving?.to ?? placementOf(booking), columns, range, step, durationOf(booking));
    if (!next) return;
    event.preventDefault();
    setKeyMove({ booking, to: next });
    announce(t.announce.moving({ name: booking.clientName, ...placeName(next) }));
  };

  const ghost = preview?.kind === 'move' ? { booking: preview.booking, to: preview.to } : keyMove;
  // As wide as the screen, or as the columns at their narrowest when there are many (the grid then scrolls sideways
  // inside its frame, the time axis and master row staying in place).
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `var(--axis-width) repeat(${columns.length}, minmax(var(--column-min), 1fr))`,
    minWidth: `calc(var(--axis-width) + ${columns.length} * var(--column-min))`,
  };

  return (
    <div ref={root} className={styles.gridFrame}>
      <p id="calendar-move-help" className="sr-only">
        {t.moveHelp}
      </p>
      {/* The grid scrolls both ways; a day without bookings has nothing else to focus, so the keyboard scrolls the region itself. */}
      <div
        ref={scroller}
        className={cx(styles.scroller, view === 'week' && styles.weekScroller)}
        data-testid="calendar-scroller"
        role="region"
        aria-label={t.title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <div className={styles.grid} style={gridStyle} data-columns={columns.length}>
          <div className={styles.corner} aria-hidden="true" />
          {columns.map((column) => (
            <div key={column.key} className={styles.columnHead} data-testid={`calendar-head-${column.staffId}-${column.date}`}>
              {header(column)}
            </div>
          ))}
          <div className={styles.axis} style={{ height }} aria-hidden="true" data-testid="calendar-axis">
            {rows.map((row) => (
              <span
                key={row}
                className={cx(styles.axisLabel, row % 60 === 0 && styles.axisHour)}
                style={{ top: yOf(row, scale) }}
                aria-hidden="true"
              >
                {timeOf(row)}
              </span>
            ))}
          </div>
          {columns.map((column, index) => {
            const items: Item[] = [
              ...inColumn(bookings, column).map((booking) => ({ kind: 'booking' as const, booking })),
              ...inColumn(blocks, column).map((block) => ({ kind: 'block' as const, block })),
            ];
            const placed = layoutLanes(items, spanOfItem);
            const closed = closedSpans(column.day, range);
            const isToday = column.date === now.date;
            const line = isToday ? nowY(now.minutes, scale) : null;
            return (
              <div
                key={column.key}
                ref={(element) => {
                  bodies.current[index] = element;
                }}
                className={cx(styles.columnBody, isToday && styles.today)}
                style={{ height, backgroundSize: `100% ${scale.rowHeight}px` }}
                role="group"
                aria-label={t.column({ master: column.master.name, date: formatDateShort(column.date) })}
                data-testid={`calendar-column-${column.staffId}-${column.date}`}
              >
                {closed.map((span) => (
                  <div
                    key={span.start}
                    className={cx(styles.closed, column.day?.off && styles.closedDay)}
                    style={{ top: yOf(span.start, scale), height: heightOf(span, scale) }}
                    aria-hidden="true"
                  >
                    {column.day?.off && span.start === range.start && <span className={styles.closedLabel}>{offLabel(column.day)}</span>}
                  </div>
                ))}
                {cellAction &&
                  rows.map((row) => {
                    const span = { start: row, end: row + step };
                    if (!isOpenFor(column.day, span)) return null;
                    return (
                      <button
                        key={row}
                        type="button"
                        tabIndex={-1}
                        className={styles.cell}
                        style={{ top: yOf(row, scale), height: scale.rowHeight }}
                        aria-label={`${t.cell({ master: who(column), time: timeOf(row) })} — ${cellAction === 'booking' ? t.cellNew : t.cellBlock}`}
                        data-time={timeOf(row)}
                        onPointerDown={(event) => begin(event, { kind: 'select', column: index, row })}
                        onClick={() => !isClickAfterDrag() && onCell(column, timeOf(row))}
                      >
                        <span className={styles.cellTime} aria-hidden="true">
                          {timeOf(row)}
                        </span>
                      </button>
                    );
                  })}
                {placed.map(({ item, lane, lanes }) => {
                  const span = spanOfItem(item);
                  const style = laneStyle(span, lane, lanes, scale);
                  if (item.kind === 'block') {
                    const { block } = item;
                    return (
                      <button
                        key={`block-${block.id}`}
                        type="button"
                        className={styles.blocked}
                        style={style}
                        data-testid={`blocked-time-${block.id}`}
                        // "Band vaqt, 13:00–14:00, Tushlik"; without a note the block shows the words, after the time.
                        aria-label={
                          block.note
                            ? `${t.blockTime}, ${block.start}–${block.end}, ${block.note}`
                            : `${block.start}–${block.end}, ${t.blockTime}`
                        }
                        onClick={() => onOpenBlock(block)}
                      >
                        <span className={styles.blockedTime} aria-hidden="true">
                          {block.start}–{block.end}
                        </span>{' '}
                        <span className={styles.blockedNote} aria-hidden="true">
                          {block.note || t.blockTime}
                        </span>
                      </button>
                    );
                  }
                  const { booking } = item;
                  const movable = canMove && booking.status !== 'cancelled';
                  const before = booking.bufferBefore;
                  const after = booking.bufferAfter;
                  return (
                    <BookingWithBuffers
                      key={`booking-${booking.id}`}
                      before={before}
                      after={after}
                      span={span}
                      lane={lane}
                      lanes={lanes}
                      scale={scale}
                    >
                      <BookingBlock
                        booking={booking}
                        style={style}
                        lines={linesFor(Number(style.height))}
                        dimmed={ghost?.booking.id === booking.id}
                        movable={movable}
                        onOpen={() => !isClickAfterDrag() && onOpenBooking(booking)}
                        onPointerDown={movable ? (event) => begin(event, { kind: 'move', booking, column: index }) : undefined}
                        onKeyDown={onBookingKey(booking)}
                      />
                      {refusal?.bookingId === booking.id && (
                        <div className={styles.refusal} role="alert" style={{ top: yOf(span.end, scale) + 4 }} data-testid="move-refusal">
                          <span>
                            <strong>{t.refused}:</strong> {refusal.message}
                          </span>
                          <button type="button" className={styles.refusalClose} onClick={onDismissRefusal} aria-label={common.close}>
                            ×
                          </button>
                        </div>
                      )}
                    </BookingWithBuffers>
                  );
                })}
                {ghost && ghost.to.staffId === column.staffId && ghost.to.date === column.date && (
                  <div
                    className={styles.ghost}
                    style={{
                      top: yOf(minutesOf(ghost.to.start), scale),
                      height: heightOf({ start: 0, end: durationOf(ghost.booking) }, scale) - 2,
                    }}
                    aria-hidden="true"
                    data-testid="move-preview"
                  >
                    {ghost.to.start}–{timeOf(minutesOf(ghost.to.start) + durationOf(ghost.booking))}
                  </div>
                )}
                {preview?.kind === 'select' && preview.column === index && (
                  <div
                    className={styles.selection}
                    style={{ top: yOf(preview.span.start, scale), height: heightOf(preview.span, scale) }}
                    aria-hidden="true"
                  >
                    {timeOf(preview.span.start)}–{timeOf(preview.span.end)}
                  </div>
                )}
                {line !== null && (
                  <div
                    className={cx(styles.nowLine, index === columns.findIndex((c) => c.date === now.date) && styles.nowLineFirst)}
                    style={{ top: line }}
                    data-testid="now-line"
                  >
                    <span className="sr-only">{t.now({ time: timeOf(now.minutes) })}</span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A booking with its buffers drawn lighter before and after it (the time the service keeps free around a visit). */
function BookingWithBuffers({
  before,
  after,
  span,
  lane,
  lanes,
  scale,
  children,
}: {
  before: number;
  after: number;
  span: Span;
  lane: number;
  lanes: number;
  scale: Scale;
  children: ReactNode;
}) {
  const buffer = (from: number, to: number, key: string) => {
    const style = laneStyle({ start: from, end: to }, lane, lanes, scale);
    return <div key={key} className={styles.buffer} style={style} aria-hidden="true" title={t.buffer} />;
  };
  return (
    <>
      {before > 0 && buffer(span.start - before, span.start, 'before')}
      {children}
      {after > 0 && buffer(span.end, span.end + after, 'after')}
    </>
  );
}
