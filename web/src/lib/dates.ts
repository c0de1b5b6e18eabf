import { formatDayMonth, formatMonthYear, formatWeekday, type Language } from '@qabul/api/i18n';
import { uzCalendar } from '../config/messages.ts';
import { messagesLanguage } from './i18n/localized.ts';
import { type IsoDate, parseIsoDate, todayIn, weekdayIndex } from './calendar-days.ts';

export * from './calendar-days.ts';

/** The wall-clock time 'HH:mm' in a timezone. */
export function nowTimeIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/**
 * The language dates are written in with Intl: Russian and Uzbek (Cyrillic). Uzbek (Latin) keeps the product's own
 * words (uzCalendar): browsers' ICU data often lacks its calendar names (Chromium writes "Mon" and "M11" for `uz`),
 * and its dates are spec.md's canonical strings ("23-noyabr").
 */
function intlLanguage(): Exclude<Language, 'uz'> | null {
  const language = messagesLanguage();
  return language === 'uz' ? null : language;
}

/** A calendar date as the UTC midnight Intl formats in UTC, so no zone shifts it. */
function utcDay(date: IsoDate): Date {
  const { year, monthIndex, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, monthIndex, day));
}

/** "Seshanba, 15-iyul 2025" / "Вторник, 15 июля 2025 г." */
export function formatDateLong(date: IsoDate): string {
  const language = intlLanguage();
  if (language) return `${formatWeekday(language, utcDay(date), { timeZone: 'UTC' })}, ${formatDateShort(date)}`;
  return `${uzCalendar.weekdaysLong[weekdayIndex(date)]}, ${formatDateShort(date)}`;
}

/** "15-iyul 2025" / "15 июля 2025 г." */
export function formatDateShort(date: IsoDate): string {
  const language = intlLanguage();
  if (language) return formatDayMonth(language, utcDay(date), { timeZone: 'UTC', year: true });
  const { year, monthIndex, day } = parseIsoDate(date);
  return `${day}-${uzCalendar.months[monthIndex]!.toLowerCase()} ${year}`;
}

/** "15-iyul" / "15 июля": a date without its year. */
function formatDayMonthOnly(date: IsoDate): string {
  const language = intlLanguage();
  if (language) return formatDayMonth(language, utcDay(date), { timeZone: 'UTC' });
  const { monthIndex, day } = parseIsoDate(date);
  return `${day}-${uzCalendar.months[monthIndex]!.toLowerCase()}`;
}

/**
 * A span of days as short as it reads unambiguously: "7–13-dekabr 2026" / "7–13 декабря 2026 г.", across months
 * "30-noyabr – 6-dekabr 2026", across years both dates whole.
 */
export function formatDateRange(from: IsoDate, to: IsoDate): string {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (a.year !== b.year) return `${formatDateShort(from)} – ${formatDateShort(to)}`;
  if (a.monthIndex === b.monthIndex) return `${a.day}–${formatDateShort(to)}`;
  return `${formatDayMonthOnly(from)} – ${formatDateShort(to)}`;
}

/** "Iyul 2025" / "Июль 2025" */
export function formatMonthTitle(year: number, monthIndex: number): string {
  const language = intlLanguage();
  if (language) return formatMonthYear(language, new Date(Date.UTC(year, monthIndex, 1)), { timeZone: 'UTC' });
  return `${uzCalendar.months[monthIndex]} ${year}`;
}

/** The month's name alone ("Iyul", "Июль"). */
export function monthName(monthIndex: number): string {
  return formatMonthTitle(2024, monthIndex).replace(/\s*2024.*$/, '');
}

/** The week's days from Monday, short ("Du") or full ("Dushanba"). */
export function weekdayNames(style: 'short' | 'long'): readonly string[] {
  const language = intlLanguage();
  if (!language) return style === 'short' ? uzCalendar.weekdaysShort : uzCalendar.weekdaysLong;
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    formatWeekday(language, new Date(Date.UTC(2024, 0, 1 + i)), { timeZone: 'UTC', short: style === 'short' }),
  );
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
