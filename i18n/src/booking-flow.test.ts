import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEPS,
  booksThroughReserveFee,
  CHAT_STEPS,
  choosesMasterAmong,
  DAYS_AHEAD,
  type FlowStep,
  stepAfter,
  stepBefore,
  stepsOf,
} from './booking-flow.ts';

/** Either door's steps: the page's (web and Mini App) or the chat's. */
const door = fc.constantFrom<readonly FlowStep[]>(BOOKING_STEPS, CHAT_STEPS);
const masterCount = fc.nat({ max: 12 });

describe('the booking flow, one for every door', () => {
  it('walks service, master (several masters only), day, time, then the confirmation; the chat asks the phone before it', () => {
    expect(stepsOf(BOOKING_STEPS, { masterCount: 1 })).toEqual(['service', 'calendar', 'timeSlot', 'confirmation', 'success']);
    expect(stepsOf(BOOKING_STEPS, { masterCount: 3 })).toEqual(['service', 'master', 'calendar', 'timeSlot', 'confirmation', 'success']);
    expect(stepsOf(CHAT_STEPS, { masterCount: 0 })).toEqual(['service', 'calendar', 'timeSlot', 'phone', 'confirmation']);
    expect(stepsOf(CHAT_STEPS, { masterCount: 2 })).toEqual(['service', 'master', 'calendar', 'timeSlot', 'phone', 'confirmation']);
    expect(BOOKING_STEPS.filter((step) => step !== 'success')).toEqual(CHAT_STEPS.filter((step) => step !== 'phone'));
  });

  it('shows the master step exactly when the service has more than one master', () => {
    fc.assert(
      fc.property(door, masterCount, (at, count) => {
        expect(stepsOf(at, { masterCount: count }).includes('master')).toBe(count > 1);
        expect(choosesMasterAmong(count)).toBe(count > 1);
        expect(stepAfter(at, 'service', { masterCount: count })).toBe(count > 1 ? 'master' : 'calendar');
        expect(stepBefore(at, 'calendar', { masterCount: count })).toBe(count > 1 ? 'master' : 'service');
      }),
    );
  });

  it('forward then back returns to the same step, and back then forward too, for any service at either door', () => {
    fc.assert(
      fc.property(door, masterCount, fc.nat(), (at, count, pick) => {
        const route = { masterCount: count };
        const steps = stepsOf(at, route);
        const step = steps[pick % steps.length] as FlowStep;
        const last = steps.at(-1);
        const first = steps[0];
        const after = stepAfter(at, step, route);
        const before = stepBefore(at, step, route);
        // Each move lands on a shown step, one further along the shown list; the ends stay put.
        expect(after).toBe(step === last ? step : steps[steps.indexOf(step) + 1]);
        expect(before).toBe(step === first ? step : steps[steps.indexOf(step) - 1]);
        if (step !== last) expect(stepBefore(at, after, route)).toBe(step);
        if (step !== first) expect(stepAfter(at, before, route)).toBe(step);
      }),
    );
  });

  it('offers two weeks of days', () => {
    expect(DAYS_AHEAD).toBe(14);
  });

  it('books through the reserve fee only for a fee above zero that the plan still collects', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (reserveFee, collected) => {
        expect(booksThroughReserveFee({ reserveFee }, collected)).toBe(collected && reserveFee > 0);
        expect(booksThroughReserveFee({ reserveFee })).toBe(reserveFee > 0);
      }),
    );
  });
});
