import { describe, expect, it } from 'vitest';
import { isDefaultFilter, readListFilter, serverFilters, writeListFilter } from './list-filter.ts';

const read = (query: string) => readListFilter(new URLSearchParams(query));
const today = '2026-12-08';

describe("the bookings list's filters", () => {
  it('read the plain page as upcoming, active, every master', () => {
    const filter = read('');
    expect(isDefaultFilter(filter)).toBe(true);
    expect(serverFilters(filter, today)).toEqual({
      from: today,
      staffId: undefined,
      status: ['pending', 'confirmed', 'no_show'],
      search: undefined,
    });
  });

  it('survive a trip through the address', () => {
    const filter = read('period=range&from=2026-12-01&to=2026-12-31&master=m1&status=pending&q=998%2090');
    expect(writeListFilter(filter).toString()).toBe('period=range&from=2026-12-01&to=2026-12-31&master=m1&status=pending&q=998+90');
    expect(serverFilters(filter, today)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      staffId: 'm1',
      status: 'pending',
      search: '998 90',
    });
  });

  it('ask the server for the period in dates', () => {
    expect(serverFilters(read('period=today'), today)).toMatchObject({ from: today, to: today });
    expect(serverFilters(read('period=past'), today)).toMatchObject({ to: '2026-12-07' });
    expect(serverFilters(read('period=all'), today)).not.toHaveProperty('from');
  });

  it('send every status but cancelled for "Faol", and none for "Barchasi"', () => {
    expect(serverFilters(read('status=all'), today).status).toBeUndefined();
    expect(serverFilters(read(''), today).status).not.toContain('cancelled');
    expect(serverFilters(read('status=no_show'), today).status).toBe('no_show');
  });

  it('read anything unknown as the default', () => {
    expect(read('period=soon&status=maybe&from=12/01/2026')).toMatchObject({ period: 'upcoming', status: 'active', from: '' });
    expect(writeListFilter(read('period=upcoming&from=2026-12-01')).toString()).toBe('');
  });
});
