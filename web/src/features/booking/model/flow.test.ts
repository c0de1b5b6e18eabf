import { describe, expect, it } from 'vitest';
import type { PublicBooking, Service, Slot } from '../../../lib/types.ts';
import { type BookingFlowAction, type BookingFlowState, bookingFlowReducer, canContinue, initialBookingFlow, stepsFor } from './flow.ts';

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

describe('booking flow, moving on by itself (the Mini App)', () => {
  it('a picked day opens its times and a picked free time opens the confirmation: service, day, time', () => {
    const state = run(
      { type: 'selectService', service },
      { type: 'selectDate', date: '2026-12-07', advance: true },
      { type: 'selectSlot', slot: slot('10:00'), advance: true },
    );
    expect(state).toMatchObject({ step: 'confirmation', date: '2026-12-07', slot: { time: '10:00' } });
  });

  it('a taken time does not move on, and a lost time offers the times again without it', () => {
    const times = run({ type: 'selectService', service }, { type: 'selectDate', date: '2026-12-07', advance: true });
    expect(bookingFlowReducer(times, { type: 'selectSlot', slot: slot('10:00', false), advance: true }).step).toBe('timeSlot');
    const confirmation = bookingFlowReducer(times, { type: 'selectSlot', slot: slot('10:00'), advance: true });
    expect(bookingFlowReducer(confirmation, { type: 'slotTaken' })).toMatchObject({ step: 'timeSlot', date: '2026-12-07', slot: null });
    expect(bookingFlowReducer(initialBookingFlow, { type: 'slotTaken' })).toBe(initialBookingFlow);
  });

  it('back never leaves the service step or the success step', () => {
    expect(bookingFlowReducer(initialBookingFlow, { type: 'back' })).toBe(initialBookingFlow);
    const done = { ...initialBookingFlow, step: 'success' as const };
    expect(bookingFlowReducer(done, { type: 'back' })).toBe(done);
  });
});

describe('the master step', () => {
  const nilufar = { id: 'm-1', name: 'Nilufar', title: 'Usta', photoUrl: null };
  const aziz = { id: 'm-2', name: 'Aziz', title: null, photoUrl: null };
  const team = { ...service, staff: [nilufar, aziz] };
  const solo = { ...service, staff: [nilufar] };

  it('is shown only for a service with more than one master', () => {
    expect(run({ type: 'selectService', service: team }).step).toBe('master');
    expect(run({ type: 'selectService', service: solo }).step).toBe('calendar');
    expect(run({ type: 'selectService', service }).step).toBe('calendar');
    expect(stepsFor({ service: solo })).toEqual(['service', 'calendar', 'timeSlot', 'confirmation', 'success']);
    expect(stepsFor({ service: team })).toEqual(['service', 'master', 'calendar', 'timeSlot', 'confirmation', 'success']);
  });

  it("starts on Farqi yo'q, moves on with the pick and keeps it to the end", () => {
    const master = run({ type: 'selectService', service: team });
    expect(master.master).toBeNull();
    expect(canContinue(master)).toBe(true);
    const state = run(
      { type: 'selectService', service: team },
      { type: 'selectMaster', master: aziz },
      { type: 'selectDate', date: '2026-12-07', advance: true },
      { type: 'selectSlot', slot: slot('10:00'), advance: true },
    );
    expect(state.step).toBe('confirmation');
    expect(state.master?.id).toBe('m-2');
  });

  it('goes back from the day to the masters (forgetting the pick) and, for one master, to the services', () => {
    const day = run({ type: 'selectService', service: team }, { type: 'selectMaster', master: nilufar });
    const back = bookingFlowReducer(day, { type: 'back' });
    expect(back.step).toBe('master');
    expect(back.master).toBeNull();
    expect(bookingFlowReducer(run({ type: 'selectService', service: solo }), { type: 'back' }).step).toBe('service');
  });

  it('skips the step when the master is already decided (moving a booking)', () => {
    const state = run({ type: 'selectService', service: team, master: null });
    expect(state.step).toBe('calendar');
  });
});
