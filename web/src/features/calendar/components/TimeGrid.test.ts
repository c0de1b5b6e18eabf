import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Calendar, CalendarBooking } from '../model/calendar-types.ts';
import { columnsOf, shownBookings } from '../model/grid-model.ts';
import { TimeGrid } from './TimeGrid.tsx';

const date = '2026-12-08';

const booking = (over: Partial<CalendarBooking>): CalendarBooking => ({
  id: 'b1',
  staffId: 'aziz',
  date,
  start: '14:00',
  end: '14:45',
  startsAt: '2026-12-08T09:00:00.000Z',
  endsAt: '2026-12-08T09:45:00.000Z',
  bufferBefore: 0,
  bufferAfter: 0,
  status: 'pending',
  clientName: 'Jasur Aliyev',
  phone: '+998 93 765 43 21',
  serviceId: 1,
  serviceName: 'Soch olish',
  confirmationNumber: 'ABCD2345',
  paidReserveFee: null,
  clientConfirmedAt: null,
  ...over,
});

const calendar: Calendar = {
  timezone: 'Asia/Tashkent',
  step: 30,
  from: date,
  to: date,
  masters: [
    {
      id: 'aziz',
      name: 'Aziz Karimov',
      title: 'Usta',
      photoUrl: null,
      isActive: true,
      days: [{ date, open: [{ start: '09:00', end: '18:00' }], off: false }],
    },
    {
      id: 'nilufar',
      name: 'Nilufar Xasanova',
      title: null,
      photoUrl: null,
      isActive: true,
      days: [{ date, open: [{ start: '09:00', end: '14:00' }], off: false }],
    },
    {
      id: 'bekzod',
      name: 'Bekzod Tursunov',
      title: null,
      photoUrl: null,
      isActive: true,
      days: [{ date, open: [], off: true, reason: 'day_off', note: 'Kasal' }],
    },
  ],
  bookings: [
    booking({}),
    booking({ id: 'b2', start: '14:15', end: '14:45', clientName: 'Malika Rahimova', paidReserveFee: { amount: 2_000_000, paidAt: null } }),
    booking({
      id: 'b3',
      staffId: 'nilufar',
      start: '10:00',
      end: '10:30',
      status: 'confirmed',
      clientConfirmedAt: '2026-12-07T10:00:00.000Z',
      bufferAfter: 15,
    }),
  ],
  blocks: [{ id: 'k1', staffId: 'nilufar', date, start: '13:00', end: '14:00', note: 'Tushlik', createdAt: '2026-12-01T00:00:00.000Z' }],
};

function render(now = { date, minutes: 12 * 60 }, cellAction: 'booking' | 'block' | null = 'booking') {
  const noop = () => {};
  return renderToStaticMarkup(
    createElement(TimeGrid, {
      columns: columnsOf(calendar, 'day', date),
      view: 'day',
      step: 30,
      bookings: shownBookings(calendar, false),
      blocks: calendar.blocks,
      now,
      header: (column) => column.master.name,
      cellAction,
      canMove: true,
      onCell: noop,
      onSelect: noop,
      onOpenBooking: noop,
      onOpenBlock: noop,
      onMove: noop,
      refusal: null,
      onDismissRefusal: noop,
      announce: noop,
    }),
  );
}

/** The aria-label of the element carrying `attribute`, as a screen reader hears it. */
function labelOf(html: string, attribute: string): string {
  const tag = new RegExp(`<[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? '';
  return (/aria-label="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&#x27;/g, "'");
}

/** The inline style of the element carrying `attribute` (a booking's, a block's). */
function styleOf(html: string, attribute: string): string {
  const tag = new RegExp(`<[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? '';
  return /style="([^"]*)"/.exec(tag)?.[1] ?? '';
}

describe('the time grid', () => {
  const html = render();

  it('draws a column per master, 09:00–18:00 at 44 px a half hour', () => {
    expect(html.match(/data-testid="calendar-column-/g)).toHaveLength(3);
    expect(html).toContain('height:792px');
  });

  it('sizes a booking by its length and places it by its start', () => {
    // 14:00 is ten rows down; 45 minutes is a row and a half (less a hair between neighbours).
    expect(styleOf(html, 'data-booking-id="b1"')).toContain('top:440px;height:64px');
  });

  it('lays two overlapping bookings side by side, each half the column', () => {
    expect(styleOf(html, 'data-booking-id="b1"')).toContain('left:calc(0% + 2px);width:calc(50% - 4px)');
    expect(styleOf(html, 'data-booking-id="b2"')).toContain('left:calc(50% + 2px);width:calc(50% - 4px)');
  });

  it('offers empty cells only inside the open hours', () => {
    const nilufar = html.slice(html.indexOf('calendar-column-nilufar'), html.indexOf('calendar-column-bekzod'));
    expect(nilufar).toContain('data-time="13:30"');
    expect(nilufar).not.toContain('data-time="14:00"');
    const bekzod = html.slice(html.indexOf('calendar-column-bekzod'));
    expect(bekzod).not.toContain('data-time=');
    // The day off says why.
    expect(bekzod).toContain('Kasal');
  });

  it('marks status, the client\'s "Kelaman" and a paid reserve fee, and draws the buffer after a visit', () => {
    expect(html).toMatch(/data-booking-id="b3"[^>]*data-status="clientConfirmed"/);
    expect(labelOf(html, 'data-booking-id="b2"')).toMatch(
      /^14:15 \(–14:45\), Malika Rahimova, Soch olish, \+998 93 765 43 21, To'langan \(20\s000 [^)]+\), Kutilmoqda$/,
    );
    expect(labelOf(html, 'data-booking-id="b3"')).toBe(
      '10:00 (–10:30), Jasur Aliyev, Soch olish, +998 93 765 43 21, Tasdiqlangan, Mijoz tasdiqladi',
    );
    expect(html).toContain('title="Tanaffus"');
  });

  it('draws a blocked time with its note', () => {
    expect(labelOf(html, 'data-testid="blocked-time-k1"')).toBe('Band vaqt, 13:00–14:00, Tushlik');
    expect(styleOf(html, 'data-testid="blocked-time-k1"')).toContain('top:352px;height:86px');
  });

  it('draws the now line only on today, where the time is', () => {
    expect(styleOf(html, 'data-testid="now-line"')).toContain('top:264px');
    expect(render({ date: '2026-12-09', minutes: 12 * 60 })).not.toContain('now-line');
  });

  it('offers no empty cell where nothing may be made', () => {
    expect(render(undefined, null)).not.toContain('data-time=');
  });
});
