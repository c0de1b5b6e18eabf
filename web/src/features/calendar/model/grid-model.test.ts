import { describe, expect, it } from 'vitest';
import type { Calendar, CalendarBooking } from './calendar-types.ts';
import { paidFeeOf } from './calendar-types.ts';
import { minutesOf } from './grid-layout.ts';
import { columnsOf, keyboardPlacement, shownBookings, withBookingMoved } from './grid-model.ts';

const booking = (over: Partial<CalendarBooking>): CalendarBooking => ({
  id: 'b1',
  staffId: 'aziz',
  date: '2026-12-08',
  start: '14:00',
  end: '14:45',
  status: 'confirmed',
  clientName: 'Jasur Aliyev',
  phone: '+998937654321',
  serviceId: 1,
  serviceName: 'Soch olish',
  startsAt: '2026-12-08T09:00:00.000Z',
  endsAt: '2026-12-08T09:45:00.000Z',
  bufferBefore: 0,
  bufferAfter: 0,
  confirmationNumber: 'ABCD2345',
  paidReserveFee: null,
  clientConfirmedAt: null,
  ...over,
});

const week = ['2026-12-07', '2026-12-08', '2026-12-09'];
const calendar: Calendar = {
  timezone: 'Asia/Tashkent',
  step: 30,
  from: week[0] as string,
  to: week[2] as string,
  masters: ['aziz', 'nilufar', 'bekzod'].map((id) => ({
    id,
    name: id,
    title: null,
    photoUrl: null,
    isActive: true,
    days: week.map((date) => ({ date, open: [{ start: '09:00', end: '18:00' }], off: false })),
  })),
  bookings: [booking({}), booking({ id: 'b2', status: 'cancelled', start: '10:00', end: '10:45' })],
  blocks: [],
};
const range = { start: minutesOf('09:00'), end: minutesOf('18:00') };

describe('the columns', () => {
  it('are the masters on "Kun" and one master\'s days on "Hafta"', () => {
    expect(columnsOf(calendar, 'day', '2026-12-08').map((c) => `${c.staffId} ${c.date}`)).toEqual([
      'aziz 2026-12-08',
      'nilufar 2026-12-08',
      'bekzod 2026-12-08',
    ]);
    expect(columnsOf(calendar, 'week', '2026-12-08', 'nilufar').map((c) => `${c.staffId} ${c.date}`)).toEqual(
      week.map((date) => `nilufar ${date}`),
    );
  });

  it('fall back to the first master on "Hafta" when the chosen one is not in the answer', () => {
    expect(columnsOf(calendar, 'week', '2026-12-08', 'gone')[0]?.staffId).toBe('aziz');
  });
});

describe('the bookings shown', () => {
  it('leave cancelled ones out unless asked', () => {
    expect(shownBookings(calendar, false).map((b) => b.id)).toEqual(['b1']);
    expect(shownBookings(calendar, true).map((b) => b.id)).toEqual(['b1', 'b2']);
  });

  it('read the paid reserve fee', () => {
    expect(paidFeeOf({ paidReserveFee: null })).toBeNull();
    expect(paidFeeOf({ paidReserveFee: { amount: 5_000_000, paidAt: null } })).toBe(5_000_000);
  });
});

describe('a moved booking', () => {
  it('keeps its length at its new master and time', () => {
    const moved = withBookingMoved(calendar, 'b1', { staffId: 'bekzod', date: '2026-12-08', start: '15:00' });
    expect(moved.bookings.find((b) => b.id === 'b1')).toMatchObject({ staffId: 'bekzod', start: '15:00', end: '15:45' });
    expect(calendar.bookings[0]?.staffId).toBe('aziz');
  });
});

describe('the keyboard move', () => {
  const columns = columnsOf(calendar, 'day', '2026-12-08');
  const from = { staffId: 'nilufar', date: '2026-12-08', start: '14:00' };

  it('goes a step up or down and to the neighbouring master', () => {
    expect(keyboardPlacement('ArrowDown', from, columns, range, 30, 45)?.start).toBe('14:30');
    expect(keyboardPlacement('ArrowUp', from, columns, range, 30, 45)?.start).toBe('13:30');
    expect(keyboardPlacement('ArrowRight', from, columns, range, 30, 45)?.staffId).toBe('bekzod');
    expect(keyboardPlacement('ArrowLeft', from, columns, range, 30, 45)?.staffId).toBe('aziz');
  });

  it('never leaves the grid', () => {
    expect(keyboardPlacement('ArrowUp', { ...from, start: '09:00' }, columns, range, 30, 45)?.start).toBe('09:00');
    expect(keyboardPlacement('ArrowDown', { ...from, start: '17:00' }, columns, range, 30, 45)?.start).toBe('17:15');
    expect(keyboardPlacement('ArrowRight', { ...from, staffId: 'bekzod' }, columns, range, 30, 45)?.staffId).toBe('bekzod');
  });

  it('ignores other keys', () => {
    expect(keyboardPlacement('a', from, columns, range, 30, 45)).toBeNull();
  });

  it('moves to the next day on "Hafta"', () => {
    const days = columnsOf(calendar, 'week', '2026-12-08', 'aziz');
    expect(keyboardPlacement('ArrowRight', { staffId: 'aziz', date: '2026-12-08', start: '10:00' }, days, range, 30, 30)?.date).toBe(
      '2026-12-09',
    );
  });
});
