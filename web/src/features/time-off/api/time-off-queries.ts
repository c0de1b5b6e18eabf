import type { DateOverrideResponse, HolidayResponse, StaffResponse, TimeOffResponse, Wire } from '@qabul/api/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n/language.ts';

export type TimeOff = Wire<typeof TimeOffResponse>;
export type DateOverride = Wire<typeof DateOverrideResponse>;
export type Holiday = Wire<typeof HolidayResponse>;
export type Master = Wire<typeof StaffResponse>;

/** GET /api/time-off — the business's days off (a master: the business's and their own). */
export function useTimeOff() {
  return useQuery({ queryKey: ['time-off'], queryFn: ({ signal }) => call('GET /api/time-off', {}, { signal }) });
}

/** GET /api/date-overrides — single dates with their own hours. */
export function useDateOverrides() {
  return useQuery({ queryKey: ['date-overrides'], queryFn: ({ signal }) => call('GET /api/date-overrides', {}, { signal }) });
}

/** GET /api/time-off/holidays?year= — Uzbekistan's public holidays, named in the reader's language. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: ['holidays', year, useLanguage()],
    queryFn: ({ signal }) => call('GET /api/time-off/holidays', { query: { year } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/staff — the masters a day off may name (a master's own view has no team list: then none). */
export function useMasters() {
  return useQuery({
    queryKey: ['staff'],
    queryFn: ({ signal }) => call('GET /api/staff', {}, { signal }).catch((): Master[] => []),
  });
}
