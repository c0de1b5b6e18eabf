/**
 * Calendar-day arithmetic and the clock in a zone: what the public page's first screen needs, apart from the
 * date texts (lib/dates.ts, which re-exports these) so the first screen does not carry the formatting.
 */

/** Calendar dates are 'yyyy-MM-dd' strings; arithmetic runs in UTC so the browser's zone never shifts a day. */
export type IsoDate = string;

export function toIsoDate(year: number, monthIndex: number, day: number): IsoDate {
  const d = new Date(Date.UTC(year, monthIndex, day));
  return d.toISOString().slice(0, 10);
}

export function parseIsoDate(date: IsoDate): { year: number; monthIndex: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, monthIndex: month - 1, day };
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, monthIndex, day } = parseIsoDate(date);
  return toIsoDate(year, monthIndex, day + days);
}

/** 0 = Monday ... 6 = Sunday (weeks start on Monday). */
export function weekdayIndex(date: IsoDate): number {
  const { year, monthIndex, day } = parseIsoDate(date);
  return (new Date(Date.UTC(year, monthIndex, day)).getUTCDay() + 6) % 7;
}

/** Today's date in a timezone, e.g. the provider's Asia/Tashkent. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The browser's IANA zone, sent with bookings so slots show in the client's local time. */
export function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
