import { dates } from '../config/messages.ts';

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

/** The wall-clock time 'HH:mm' in a timezone. */
export function nowTimeIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/** The browser's IANA zone, sent with bookings so slots show in the client's local time. */
export function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** "Seshanba, 15-iyul 2025" */
export function formatDateLong(date: IsoDate): string {
  const { year, monthIndex, day } = parseIsoDate(date);
  return `${dates.weekdaysLong[weekdayIndex(date)]}, ${day}-${dates.monthsInDate[monthIndex]} ${year}`;
}

/** "15-iyul 2025" */
export function formatDateShort(date: IsoDate): string {
  const { year, monthIndex, day } = parseIsoDate(date);
  return `${day}-${dates.monthsInDate[monthIndex]} ${year}`;
}

/** "Iyul 2025" */
export function formatMonthTitle(year: number, monthIndex: number): string {
  return `${dates.months[monthIndex]} ${year}`;
}

/** A timestamp from the API shown as a date in the given zone. */
export function formatTimestampDate(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return formatDateShort(todayIn(timeZone, at));
}

/** Whole days from a to b (dates). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const pa = parseIsoDate(a);
  const pb = parseIsoDate(b);
  return Math.round((Date.UTC(pb.year, pb.monthIndex, pb.day) - Date.UTC(pa.year, pa.monthIndex, pa.day)) / 86_400_000);
}

/** 'HH:mm' <-> minutes since midnight. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Start times from `from` up to and including `to`, every `step` minutes. */
export function timeRange(from: string, to: string, step: number): string[] {
  const out: string[] = [];
  for (let t = timeToMinutes(from); t <= timeToMinutes(to); t += step) out.push(minutesToTime(t));
  return out;
}
