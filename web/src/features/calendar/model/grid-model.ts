/**
 * From one calendar answer to what the grid draws: its columns (a master each on "Kun", a day each on "Hafta"),
 * the items in each, and a booking moved to another place (the optimistic move, and the keyboard's preview).
 */
import type { Calendar, CalendarBlock, CalendarBooking, CalendarDay, CalendarMaster } from './calendar-types.ts';
import { clampToRange, minutesOf, type Span, spanOf, timeOf } from './grid-layout.ts';

export type CalendarView = 'day' | 'week';

export interface GridColumn {
  key: string;
  staffId: string;
  date: string;
  master: CalendarMaster;
  day: CalendarDay | undefined;
}

/** "Kun": every master shown on one date. "Hafta": one master, each of the days the answer holds. */
export function columnsOf(calendar: Calendar, view: CalendarView, date: string, staffId?: string | null): GridColumn[] {
  if (view === 'day') {
    return calendar.masters.map((master) => ({
      key: `${master.id}:${date}`,
      staffId: master.id,
      date,
      master,
      day: master.days.find((d) => d.date === date),
    }));
  }
  const master = calendar.masters.find((m) => m.id === staffId) ?? calendar.masters[0];
  if (!master) return [];
  return master.days.map((day) => ({ key: `${master.id}:${day.date}`, staffId: master.id, date: day.date, master, day }));
}

/** Cancelled bookings are left out unless asked for. */
export function shownBookings(calendar: Calendar, withCancelled: boolean): CalendarBooking[] {
  return withCancelled ? calendar.bookings : calendar.bookings.filter((b) => b.status !== 'cancelled');
}

export function inColumn<T extends { staffId: string; date: string }>(
  items: readonly T[],
  column: Pick<GridColumn, 'staffId' | 'date'>,
): T[] {
  return items.filter((item) => item.staffId === column.staffId && item.date === column.date);
}

/** Every item's span, for the range of rows (cancelled ones too when shown). */
export function itemSpans(bookings: readonly CalendarBooking[], blocks: readonly CalendarBlock[]): Span[] {
  return [...bookings, ...blocks].map(spanOf);
}

export function durationOf(booking: Pick<CalendarBooking, 'start' | 'end'>): number {
  const span = spanOf(booking);
  return span.end - span.start;
}

/** Where a booking goes: a master, a date and a start. */
export interface Placement {
  staffId: string;
  date: string;
  start: string;
}

export function placementOf(booking: Pick<CalendarBooking, 'staffId' | 'date' | 'start'>): Placement {
  return { staffId: booking.staffId, date: booking.date, start: booking.start };
}

export function samePlacement(a: Placement, b: Placement): boolean {
  return a.staffId === b.staffId && a.date === b.date && a.start === b.start;
}

/** The calendar with one booking put at a new place, its length kept. */
export function withBookingMoved(calendar: Calendar, bookingId: string, to: Placement): Calendar {
  return {
    ...calendar,
    bookings: calendar.bookings.map((booking) =>
      booking.id === bookingId ? { ...booking, ...to, end: timeOf(minutesOf(to.start) + durationOf(booking)) } : booking,
    ),
  };
}

/**
 * The keyboard's move of a focused booking: up and down by one step, left and right to the neighbouring column
 * (the next master on "Kun", the next day on "Hafta"); it never leaves the grid. Null for any other key.
 */
export function keyboardPlacement(
  key: string,
  current: Placement,
  columns: readonly GridColumn[],
  range: Span,
  step: number,
  length: number,
): Placement | null {
  const index = Math.max(
    0,
    columns.findIndex((c) => c.staffId === current.staffId && c.date === current.date),
  );
  const start = minutesOf(current.start);
  const move = (columnIndex: number, minutes: number): Placement => {
    const column = columns[Math.max(0, Math.min(columns.length - 1, columnIndex))];
    return {
      staffId: column?.staffId ?? current.staffId,
      date: column?.date ?? current.date,
      start: timeOf(clampToRange(minutes, range, length)),
    };
  };
  if (key === 'ArrowUp') return move(index, start - step);
  if (key === 'ArrowDown') return move(index, start + step);
  if (key === 'ArrowLeft') return move(index - 1, start);
  if (key === 'ArrowRight') return move(index + 1, start);
  return null;
}
