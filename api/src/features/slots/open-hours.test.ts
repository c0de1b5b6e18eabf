import { describe, expect, it } from 'vitest';
import { type BusinessHoursRows, openIntervalsOn, openNow, openWindowsOn, weeklyOpenIntervals } from './open-hours.ts';

const blocks = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m < Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const everyDay = (from: string, to: string) => Object.fromEntries(WEEK.map((day) => [day, blocks(from, to)]));

// 2026-12-01 is a Tuesday.
const TUESDAY = '2026-12-01';

function salon(extra: Partial<BusinessHoursRows> = {}): BusinessHoursRows {
  return {
    services: [
      { id: 1, availability: everyDay('08:00', '21:00') },
      { id: 2, availability: { Tuesday: blocks('18:00', '22:00') } },
    ],
    masters: [
      { id: 'owner', availability: everyDay('09:00', '14:00'), serviceIds: [1] },
      { id: 'bekzod', availability: everyDay('13:00', '20:00'), serviceIds: [1] },
    ],
    daysOff: [],
    overrides: [],
    ...extra,
  };
}

describe("a business's open hours (the slot rule's own hours, joined over its masters)", () => {
  it('joins the masters’ hours inside the services’ hours', () => {
    expect(openIntervalsOn(TUESDAY, salon())).toEqual([{ start: '09:00', end: '20:00' }]);
  });

  it('leaves out a master who is off, and closes on a day off of the whole business', () => {
    const bekzodOff = salon({ daysOff: [{ from: TUESDAY, to: TUESDAY, staffId: 'bekzod' }] });
    expect(openIntervalsOn(TUESDAY, bekzodOff)).toEqual([{ start: '09:00', end: '14:00' }]);
    const closed = salon({ daysOff: [{ from: '2026-11-30', to: '2026-12-02', staffId: null }] });
    expect(openIntervalsOn(TUESDAY, closed)).toEqual([]);
  });

  it('follows a date override: a master’s own hours that day, or the service’s, and an empty one closes', () => {
    const short = salon({
      daysOff: [{ from: TUESDAY, to: TUESDAY, staffId: 'bekzod' }],
      overrides: [{ date: TUESDAY, staffId: 'owner', times: ['10:00', '10:30'] }],
    });
    expect(openIntervalsOn(TUESDAY, short)).toEqual([{ start: '10:00', end: '11:00' }]);
    const serviceClosed = salon({ overrides: [{ date: TUESDAY, staffId: null, times: [] }] });
    expect(openIntervalsOn(TUESDAY, serviceClosed)).toEqual([]);
  });

  it('reads a master without own hours as “whenever the service is offered”, and counts only services they do', () => {
    const rows = salon({ masters: [{ id: 'owner', availability: {}, serviceIds: [2] }] });
    expect(openIntervalsOn(TUESDAY, rows)).toEqual([{ start: '18:00', end: '22:00' }]);
    expect(openIntervalsOn('2026-12-02', rows)).toEqual([]);
    expect(openIntervalsOn(TUESDAY, salon({ masters: [{ id: 'owner', availability: {}, serviceIds: [] }] }))).toEqual([]);
  });

  it('keeps a break between two stretches apart', () => {
    const rows = salon({
      masters: [{ id: 'owner', availability: { Tuesday: [...blocks('09:00', '13:00'), ...blocks('14:00', '18:00')] }, serviceIds: [1] }],
    });
    expect(openIntervalsOn(TUESDAY, rows)).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
  });

  it('lists the usual week without days off or overrides', () => {
    const week = weeklyOpenIntervals(salon({ daysOff: [{ from: TUESDAY, to: TUESDAY, staffId: null }] }), WEEK);
    expect(week.Tuesday).toEqual([{ start: '09:00', end: '20:00' }]);
    expect(week.Sunday).toEqual([{ start: '09:00', end: '20:00' }]);
  });

  it('says whether it is open at a minute and when that changes next', () => {
    const windows = openWindowsOn(
      TUESDAY,
      salon({
        masters: [{ id: 'o', availability: { Tuesday: [...blocks('09:00', '13:00'), ...blocks('14:00', '18:00')] }, serviceIds: [1] }],
      }),
    );
    expect(openNow(windows, 8 * 60)).toEqual({ open: false, nextChange: 9 * 60 });
    expect(openNow(windows, 9 * 60)).toEqual({ open: true, nextChange: 13 * 60 });
    expect(openNow(windows, 13 * 60)).toEqual({ open: false, nextChange: 14 * 60 });
    expect(openNow(windows, 17 * 60 + 59)).toEqual({ open: true, nextChange: 18 * 60 });
    expect(openNow(windows, 18 * 60)).toEqual({ open: false, nextChange: null });
  });
});
