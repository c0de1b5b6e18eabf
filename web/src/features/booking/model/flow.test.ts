import { describe, expect, it } from 'vitest';
import type { PublicBooking, Service, Slot } from '../../../lib/types.ts';
import { type BookingFlowAction, type BookingFlowState, bookingFlowReducer, canContinue, initialBookingFlow } from './flow.ts';

const service = { id: 7, name: 'Soch olish', duration: 45 } as Service;
const slot = (time: string, isAvailable = true): Slot => ({
  date: '2026-12-07',
  time,
  clientTime: time,
  clientDate: '2026-12-07',
  isAvailable,
  timezone: 'Asia/Tashkent',
});
const run = (...actions: BookingFlowAction[]) => actions.reduce<BookingFlowState>(bookingFlowReducer, initialBookingFlow);

describe('booking flow', () => {
  it('walks service -> calendar -> timeSlot -> confirmation -> success', () => {
    const state = run(
      { type: 'selectService', service },
      { type: 'selectDate', date: '2026-12-07' },
      { type: 'next' },
      { type: 'selectSlot', slot: slot('10:00') },
      { type: 'next' },
      { type: 'booked', booking: { id: 'b1' } as PublicBooking },
    );
    expect(state.step).toBe('success');
    expect(state.booking?.id).toBe('b1');
  });

  it('needs a date before the slot step and a slot before confirmation', () => {
    const calendar = run({ type: 'selectService', service });
    expect(canContinue(calendar)).toBe(false);
    expect(bookingFlowReducer(calendar, { type: 'next' }).step).toBe('calendar');
    const times = run({ type: 'selectService', service }, { type: 'selectDate', date: '2026-12-07' }, { type: 'next' });
    expect(times.step).toBe('timeSlot');
    expect(bookingFlowReducer(times, { type: 'next' }).step).toBe('timeSlot');
  });

  it('ignores taken slots', () => {
    const times = run({ type: 'selectService', service }, { type: 'selectDate', date: '2026-12-07' }, { type: 'next' });
    expect(bookingFlowReducer(times, { type: 'selectSlot', slot: slot('10:00', false) }).slot).toBeNull();
  });

  it('back from timeSlot clears date and slot; back from confirmation clears the slot', () => {
    const confirmation = run(
      { type: 'selectService', service },
      { type: 'selectDate', date: '2026-12-07' },
      { type: 'next' },
      { type: 'selectSlot', slot: slot('10:00') },
      { type: 'next' },
    );
    const toTimes = bookingFlowReducer(confirmation, { type: 'back' });
    expect(toTimes).toMatchObject({ step: 'timeSlot', date: '2026-12-07', slot: null });
    const toCalendar = bookingFlowReducer(toTimes, { type: 'back' });
    expect(toCalendar).toMatchObject({ step: 'calendar', date: null, slot: null, service });
  });
});
