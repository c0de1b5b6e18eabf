/**
 * The day grid's arithmetic, apart from React so it can be tested alone: which rows the grid has, where a time
 * sits in pixels and back, what is shaded as closed, and how overlapping items share a column.
 * Times are minutes since midnight in the business's zone.
 */
import type { CalendarDay, OpenSpan } from './calendar-types.ts';

export interface Span {
  start: number;
  end: number;
}

/** DECISIONS.md: a day with no working hours set is drawn 09:00–18:00. */
export const DEFAULT_DAY: Span = { start: 9 * 60, end: 18 * 60 };
export const MIN_STEP = 15;
const DAY_END = 24 * 60;

/** "HH:mm" as minutes; an end written "24:00" (or "00:00" after a start) is the day's end. */
export function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

export function endMinutesOf(end: string, start: string): number {
  const minutes = minutesOf(end);
  return minutes === 0 && minutesOf(start) > 0 ? DAY_END : minutes;
}

export function timeOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(DAY_END, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export function spanOf(item: { start: string; end: string }): Span {
  return { start: minutesOf(item.start), end: endMinutesOf(item.end, item.start) };
}

/** The step the grid is drawn at: the server's, never under 15 minutes (and a nonsense value reads as 30). */
export function gridStep(step: number | null | undefined): number {
  if (!step || !Number.isFinite(step) || step <= 0) return 30;
  return Math.max(MIN_STEP, Math.round(step));
}

/**
 * The rows' range: from the earliest open start to the latest open end of the days shown (09:00–18:00 when none
 * is open), widened on whole steps so that no booking or blocked time outside the hours is cut off (a booking
 * kept after the hours changed is still somebody's visit). Rows run on the step counted from the first open start.
 */
export function gridRange(days: readonly CalendarDay[], items: readonly Span[], step: number): Span {
  const open = days.flatMap((day) => (day.off ? [] : day.open.map(spanOf))).filter((s) => s.end > s.start);
  const hours = open.length
    ? { start: Math.min(...open.map((s) => s.start)), end: Math.max(...open.map((s) => s.end)) }
    : { ...DEFAULT_DAY };
  const anchor = hours.start;
  const earliest = Math.min(hours.start, ...items.map((s) => s.start));
  const latest = Math.max(hours.end, ...items.map((s) => s.end));
  const start = Math.max(0, anchor - Math.ceil((anchor - earliest) / step) * step);
  const rows = Math.max(1, Math.ceil((latest - start) / step));
  return { start, end: Math.min(DAY_END, start + rows * step) };
}

/** The start of every row. */
export function rowStarts(range: Span, step: number): number[] {
  const rows: number[] = [];
  for (let at = range.start; at < range.end; at += step) rows.push(at);
  return rows;
}

/** Pixels per minute for a row height at a step. */
export interface Scale {
  range: Span;
  step: number;
  rowHeight: number;
}

export function yOf(minutes: number, scale: Scale): number {
  return ((minutes - scale.range.start) * scale.rowHeight) / scale.step;
}

export function heightOf(span: Span, scale: Scale): number {
  return ((span.end - span.start) * scale.rowHeight) / scale.step;
}

/** The time under a point `y` pixels from the grid's top, on the step: the row it is in (`floor`) or the nearest line (`round`). */
export function minutesAtY(y: number, scale: Scale, mode: 'floor' | 'round' = 'floor'): number {
  const rows = y / scale.rowHeight;
  const whole = mode === 'floor' ? Math.floor(rows) : Math.round(rows);
  return clampToRange(scale.range.start + whole * scale.step, scale.range, 0);
}

/** A start moved inside the range so that `length` minutes after it still fit. */
export function clampToRange(start: number, range: Span, length: number): number {
  return Math.max(range.start, Math.min(start, range.end - length));
}

/** A time as a distance from the range's start in whole steps (for the keyboard and drop targets). */
export function snapToStep(minutes: number, range: Span, step: number): number {
  return range.start + Math.round((minutes - range.start) / step) * step;
}

/** Open spans of a day as minutes, merged and sorted. */
export function openSpans(day: CalendarDay | undefined): Span[] {
  if (!day || day.off) return [];
  const spans = day.open
    .map(spanOf)
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** What of the range is closed for a master's day: all of it on a day off, else everything outside the open spans. */
export function closedSpans(day: CalendarDay | undefined, range: Span): Span[] {
  const open = openSpans(day).map((s) => ({ start: Math.max(s.start, range.start), end: Math.min(s.end, range.end) }));
  const closed: Span[] = [];
  let at = range.start;
  for (const span of open) {
    if (span.end <= span.start) continue;
    if (span.start > at) closed.push({ start: at, end: span.start });
    at = Math.max(at, span.end);
  }
  if (at < range.end) closed.push({ start: at, end: range.end });
  return closed;
}

/** Whether a master's day is open for the whole of a span (an empty cell can be picked only then). */
export function isOpenFor(day: CalendarDay | undefined, span: Span): boolean {
  return openSpans(day).some((open) => open.start <= span.start && span.end <= open.end);
}

/** Whether two spans share a minute. */
export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

export interface Placed<T> {
  item: T;
  /** The lane it sits in, from the left, and how many lanes its cluster of overlapping items needs. */
  lane: number;
  lanes: number;
}

/**
 * Overlapping items laid side by side: items are taken by start (longer first on a tie), each goes into the
 * leftmost lane free at its start, and every item of a cluster (items linked by overlaps) shares its lane count, so
 * widths within a cluster agree. Items that touch (one ends as the next starts) do not overlap.
 */
export function layoutLanes<T>(items: readonly T[], spanOfItem: (item: T) => Span): Placed<T>[] {
  const sorted = [...items]
    .map((item) => ({ item, span: spanOfItem(item) }))
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const member of cluster) member.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const { item, span } of sorted) {
    if (span.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(span.end);
    } else laneEnds[lane] = span.end;
    const entry: Placed<T> = { item, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = cluster.length === 1 ? span.end : Math.max(clusterEnd, span.end);
  }
  close();
  return placed;
}

/** Where the "now" line sits, or null when now is outside the range. */
export function nowY(nowMinutes: number, scale: Scale): number | null {
  if (nowMinutes < scale.range.start || nowMinutes > scale.range.end) return null;
  return yOf(nowMinutes, scale);
}

/** A drag over empty cells of one column: from the earlier row's start to the later row's end. */
export function selectionSpan(from: number, to: number, step: number): Span {
  return { start: Math.min(from, to), end: Math.max(from, to) + step };
}

/** The row height for a step: short steps get shorter rows, so a day stays about a screen or two high. */
export function rowHeightFor(step: number): number {
  if (step <= 15) return 28;
  if (step <= 30) return 44;
  return 56;
}

export type { OpenSpan };
