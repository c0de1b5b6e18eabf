import { BOOKING_STATUSES } from '@qabul/api/schemas';
import { addDays } from '../../../lib/dates.ts';
import type { BookingStatus } from '../../../lib/types.ts';
import type { BookingFilters } from '../api/get-bookings.ts';

/** The list's period: from today on (the default), today, before today, any time, or the dates chosen. */
export const PERIODS = ['upcoming', 'today', 'past', 'all', 'range'] as const;
export type Period = (typeof PERIODS)[number];

/** "Faol" (every status but cancelled: the default, since a cancel takes a booking off the list), all, or one status. */
export const STATUS_FILTERS = ['active', 'all', ...BOOKING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ListFilter {
  period: Period;
  /** The range's dates, for `range` only. */
  from: string;
  to: string;
  staffId: string;
  status: StatusFilter;
  search: string;
}

/** "Faol": every status but cancelled. */
const ACTIVE: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => status !== 'cancelled');

const DEFAULT: ListFilter = { period: 'upcoming', from: '', to: '', staffId: '', status: 'active', search: '' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The filters an address holds (?period=&from=&to=&master=&status=&q=); anything unknown reads as the default. */
export function readListFilter(params: URLSearchParams): ListFilter {
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  return {
    period: oneOf(PERIODS, params.get('period'), DEFAULT.period),
    from: date('from'),
    to: date('to'),
    staffId: params.get('master') ?? '',
    status: oneOf(STATUS_FILTERS, params.get('status'), DEFAULT.status),
    search: params.get('q') ?? '',
  };
}

/** The address for filters: only what differs from the default, so the plain page stays `/user/bookings`. */
export function writeListFilter(filter: ListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.period !== DEFAULT.period) params.set('period', filter.period);
  if (filter.period === 'range' && filter.from) params.set('from', filter.from);
  if (filter.period === 'range' && filter.to) params.set('to', filter.to);
  if (filter.staffId) params.set('master', filter.staffId);
  if (filter.status !== DEFAULT.status) params.set('status', filter.status);
  if (filter.search) params.set('q', filter.search);
  return params;
}

export function isDefaultFilter(filter: ListFilter): boolean {
  return writeListFilter(filter).size === 0;
}

/** What the server is asked: the period as dates in the business's zone, the master, the status, the search. */
export function serverFilters(filter: ListFilter, today: string): BookingFilters {
  const range: Pick<BookingFilters, 'from' | 'to'> =
    filter.period === 'upcoming'
      ? { from: today }
      : filter.period === 'today'
        ? { from: today, to: today }
        : filter.period === 'past'
          ? { to: addDays(today, -1) }
          : filter.period === 'range'
            ? { from: filter.from || undefined, to: filter.to || undefined }
            : {};
  const status: BookingFilters['status'] = filter.status === 'active' ? ACTIVE : filter.status === 'all' ? undefined : filter.status;
  return { ...range, staffId: filter.staffId || undefined, status, search: filter.search || undefined };
}
