import { describe, expect, it } from 'vitest';
import type { CalendarDay } from './calendar-types.ts';
import {
  closedSpans,
  DEFAULT_DAY,
  gridRange,
  gridStep,
  heightOf,
  isOpenFor,
  layoutLanes,
  minutesAtY,
  minutesOf,
  nowY,
  rowStarts,
  type Scale,
  selectionSpan,
  snapToStep,
  spanOf,
  timeOf,
  yOf,
} from './grid-layout.ts';

const day = (open: Array<[string, string]>, off = false): CalendarDay => ({
  date: '2026-12-07',
  open: open.map(([start, end]) => ({ start, end })),
  off,
});
const at = (time: string) => minutesOf(time);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('the rows of the day grid', () => {
  it('run from the earliest open start to the latest open end of the masters shown', () => {
    const range = gridRange([day([['10:00', '14:00']]), day([['12:00', '18:30']]), day([], true)], [], 30);
    expect([timeOf(range.start), timeOf(range.end)]).toEqual(['10:00', '18:30']);
    expect(rowStarts(range, 30).map(timeOf).slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
    expect(rowStarts(range, 30)).toHaveLength(17);
  });

  it('are 09:00–18:00 when nobody has hours that day', () => {
    expect(gridRange([day([], true), day([])], [], 30)).toEqual(DEFAULT_DAY);
    expect(gridRange([], [], 15)).toEqual(DEFAULT_DAY);
  });

  it("run at the server's step, never under 15 minutes", () => {
    expect(gridStep(10)).toBe(15);
    expect(gridStep(20)).toBe(20);
    expect(gridStep(60)).toBe(60);
    expect(gridStep(0)).toBe(30);
    expect(rowStarts(span('09:00', '10:00'), 20).map(timeOf)).toEqual(['09:00', '09:20', '09:40']);
  });

  it('count their step from the first open start, not from the hour', () => {
    const range = gridRange([day([['09:15', '11:15']])], [], 30);
    expect(rowStarts(range, 30).map(timeOf)).toEqual(['09:15', '09:45', '10:15', '10:45']);
  });

  it('widen by whole steps to hold a booking or a blocked time outside the hours', () => {
    const range = gridRange([day([['10:00', '14:00']])], [span('08:40', '09:25'), span('15:00', '15:50')], 30);
    expect([timeOf(range.start), timeOf(range.end)]).toEqual(['08:30', '16:00']);
  });

  it('stop at midnight', () => {
    const range = gridRange([day([['20:00', '24:00']])], [span('23:30', '23:59')], 45);
    expect(range.end).toBe(24 * 60);
  });
});

describe('time and pixels', () => {
  const scale: Scale = { range: span('09:00', '18:00'), step: 30, rowHeight: 44 };

  it('place a time and a length by the row height of a step', () => {
    expect(yOf(at('09:00'), scale)).toBe(0);
    expect(yOf(at('10:15'), scale)).toBe(110);
    expect(heightOf(span('14:00', '14:45'), scale)).toBe(66);
  });

  it('read a point back as the row under it, or the nearest line for a drop', () => {
    expect(timeOf(minutesAtY(0, scale))).toBe('09:00');
    expect(timeOf(minutesAtY(43.9, scale))).toBe('09:00');
    expect(timeOf(minutesAtY(44, scale))).toBe('09:30');
    expect(timeOf(minutesAtY(65, scale, 'round'))).toBe('09:30');
    expect(timeOf(minutesAtY(67, scale, 'round'))).toBe('10:00');
  });

  it('keep a point above or below the grid inside it', () => {
    expect(timeOf(minutesAtY(-30, scale))).toBe('09:00');
    expect(timeOf(minutesAtY(10_000, scale))).toBe('18:00');
  });

  it('are inverse: the row at a row start is that row', () => {
    for (const row of rowStarts(scale.range, scale.step)) expect(minutesAtY(yOf(row, scale), scale)).toBe(row);
  });

  it('snap a time to the step counted from the first row', () => {
    const range = span('09:15', '12:15');
    expect(timeOf(snapToStep(at('10:29'), range, 30))).toBe('10:15');
    expect(timeOf(snapToStep(at('10:31'), range, 30))).toBe('10:45');
  });

  it('put the now line only inside the range', () => {
    expect(nowY(at('12:30'), scale)).toBe(308);
    expect(nowY(at('08:59'), scale)).toBeNull();
    expect(nowY(at('18:01'), scale)).toBeNull();
  });
});

describe('closed time', () => {
  const range = span('09:00', '18:00');

  it('is everything outside the open spans and between them', () => {
    const closed = closedSpans(
      day([
        ['10:00', '13:00'],
        ['14:00', '17:00'],
      ]),
      range,
    );
    expect(closed.map((s) => [timeOf(s.start), timeOf(s.end)])).toEqual([
      ['09:00', '10:00'],
      ['13:00', '14:00'],
      ['17:00', '18:00'],
    ]);
  });

  it('is the whole range on a day off, or when the day is missing', () => {
    expect(closedSpans(day([['09:00', '18:00']], true), range)).toEqual([range]);
    expect(closedSpans(undefined, range)).toEqual([range]);
  });

  it('is nothing when the open spans (touching or overlapping) cover the range', () => {
    expect(
      closedSpans(
        day([
          ['09:00', '12:00'],
          ['11:00', '15:00'],
          ['15:00', '18:00'],
        ]),
        range,
      ),
    ).toEqual([]);
  });

  it('lets a cell be picked only when the whole of it is open', () => {
    const open = day([['10:00', '13:00']]);
    expect(isOpenFor(open, span('10:00', '10:30'))).toBe(true);
    expect(isOpenFor(open, span('12:30', '13:00'))).toBe(true);
    expect(isOpenFor(open, span('12:45', '13:15'))).toBe(false);
    expect(isOpenFor(open, span('09:30', '10:00'))).toBe(false);
    expect(isOpenFor(day([['10:00', '13:00']], true), span('10:00', '10:30'))).toBe(false);
  });

  it('reads an end of "24:00" or "00:00" after a start as midnight', () => {
    expect(spanOf({ start: '20:00', end: '00:00' })).toEqual({ start: 1200, end: 1440 });
    expect(spanOf({ start: '20:00', end: '24:00' })).toEqual({ start: 1200, end: 1440 });
  });
});

describe('overlapping items', () => {
  const lanes = (items: Array<[string, string, string]>) =>
    Object.fromEntries(layoutLanes(items, ([, start, end]) => span(start, end)).map((p) => [p.item[0], [p.lane, p.lanes]]));

  it('sit side by side, each cluster sharing its lane count', () => {
    expect(
      lanes([
        ['a', '10:00', '11:00'],
        ['b', '10:30', '11:30'],
        ['c', '11:00', '12:00'],
        ['d', '13:00', '14:00'],
      ]),
    ).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('do not overlap when one ends as the next starts', () => {
    expect(
      lanes([
        ['a', '10:00', '10:30'],
        ['b', '10:30', '11:00'],
      ]),
    ).toEqual({ a: [0, 1], b: [0, 1] });
  });

  it('take three lanes when three share a minute, and the longer item goes left on a tie', () => {
    expect(
      lanes([
        ['short', '10:00', '10:30'],
        ['long', '10:00', '12:00'],
        ['mid', '10:15', '11:00'],
      ]),
    ).toEqual({ long: [0, 3], short: [1, 3], mid: [2, 3] });
  });

  it('reuse a freed lane inside a long cluster', () => {
    expect(
      lanes([
        ['long', '09:00', '13:00'],
        ['x', '09:00', '10:00'],
        ['y', '10:00', '11:00'],
        ['z', '11:00', '12:00'],
      ]),
    ).toEqual({ long: [0, 2], x: [1, 2], y: [1, 2], z: [1, 2] });
  });
});

describe('a drag over empty cells', () => {
  it('spans from the earlier row to the end of the later one, in either direction', () => {
    expect(selectionSpan(at('13:30'), at('13:00'), 30)).toEqual(span('13:00', '14:00'));
    expect(selectionSpan(at('13:00'), at('13:00'), 30)).toEqual(span('13:00', '13:30'));
  });
});
