import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { addDays } from '../../../lib/dates.ts';
import type { Service, Slot } from '../../../lib/types.ts';
import {
  bookingErrorOutcome,
  choosesMaster,
  closedDays,
  DAYS_AHEAD,
  daysFrom,
  freeDays,
  freeSlots,
  fullDays,
  paysReserveFee,
  servingMaster,
} from './booking-rules.ts';

const slot = (time: string, isAvailable: boolean): Slot => ({
  date: '2026-12-07',
  time,
  clientTime: time,
  clientDate: '2026-12-07',
  isAvailable,
  timezone: 'Asia/Tashkent',
});
const slotList = fc.array(
  fc
    .record({ hour: fc.integer({ min: 6, max: 22 }), free: fc.boolean() })
    .map(({ hour, free }) => slot(`${String(hour).padStart(2, '0')}:00`, free)),
  { maxLength: 12 },
);

describe('booking rules', () => {
  it('offers the next two weeks from today, one day after another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 700 }), (count, offset) => {
        const today = addDays('2026-01-01', offset);
        const days = daysFrom(today, count);
        expect(days).toHaveLength(count);
        for (const [i, day] of days.entries()) expect(day).toBe(addDays(today, i));
      }),
    );
    expect(daysFrom('2026-12-30')).toHaveLength(DAYS_AHEAD);
    expect(daysFrom('2026-12-30').slice(1, 3)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('offers only free times, and only the days whose known list has one', () => {
    fc.assert(
      fc.property(fc.array(fc.option(slotList, { nil: undefined }), { minLength: 1, maxLength: DAYS_AHEAD }), (lists) => {
        const days = daysFrom('2026-12-07', lists.length);
        const offered = freeDays(days, lists);
        for (const [i, day] of days.entries()) {
          const hasFree = (lists[i] ?? []).some((s) => s.isAvailable);
          expect(offered.includes(day)).toBe(hasFree);
          expect(freeSlots(lists[i]).every((s) => s.isAvailable)).toBe(true);
          expect(freeSlots(lists[i])).toHaveLength((lists[i] ?? []).filter((s) => s.isAvailable).length);
        }
        // Kept in calendar order, so the first offered day is the first free one.
        expect([...offered].sort()).toEqual(offered);
      }),
    );
  });

  it('books a reserve-fee service through its payment, a free one directly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fee) => {
        expect(paysReserveFee({ reserveFee: fee })).toBe(fee > 0);
      }),
    );
  });

  it('offers the times again after 409 slot_taken and stays on the step for any other refusal', () => {
    expect(bookingErrorOutcome(new ApiError('band', 409, 'band', 'slot_taken'))).toBe('chooseTimeAgain');
    expect(bookingErrorOutcome(new ApiError('x', 409, 'x', 'payment_required'))).toBe('stay');
    expect(bookingErrorOutcome(new ApiError('x', 400, 'x', 'validation'))).toBe('stay');
    expect(bookingErrorOutcome(new Error('network'))).toBe('stay');
  });
});

describe('masters', () => {
  const base = { reserveFee: 0 } as Service;
  const staff = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m-${i}`, name: `U${i}`, title: null, photoUrl: null }));

  it('asks for a master exactly when the service has more than one', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), (n) => choosesMaster({ ...base, staff: staff(n) }) === n > 1));
    expect(choosesMaster(base)).toBe(false);
  });

  it("names the booking's master with the title the service lists, else by the booking's name", () => {
    const service = { ...base, staff: [{ id: 'm-1', name: 'Nilufar', title: 'Shifokor', photoUrl: null }] };
    expect(servingMaster(service, { id: 'm-1', name: 'Nilufar' })).toEqual({ name: 'Nilufar', title: 'Shifokor' });
    expect(servingMaster(service, { id: 'm-9', name: 'Aziz' })).toEqual({ name: 'Aziz', title: null });
    expect(servingMaster(service, null)).toBeNull();
  });
});

describe('full and closed days', () => {
  // 2026-12-07 10:00 in Tashkent with a 2-hour notice: the first start a client may take is 12:00.
  const window = { earliest: '2026-12-07 12:00', firstDay: '2026-12-07', lastDay: '2026-12-09' };
  const on = (date: string, time: string, isAvailable: boolean): Slot => ({ ...slot(time, isAvailable), date });

  it('a full day has times the rules allow, all taken; a day whose times the notice or the window shuts is closed', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    const lists = [
      [on(days[0]!, '10:00', false), on(days[0]!, '11:30', false)],
      [on(days[1]!, '10:00', false), on(days[1]!, '11:00', true)],
      [on(days[2]!, '10:00', false)],
      [on(days[3]!, '10:00', false)],
      [],
    ];
    expect(fullDays(days, lists, window)).toEqual(['2026-12-09']);
    expect(closedDays(days, lists, window)).toEqual(['2026-12-07', '2026-12-10', '2026-12-11']);
    expect(fullDays(days, [undefined], window)).toEqual([]);
    expect(closedDays(days, [undefined], window)).toEqual([]);
  });
});
