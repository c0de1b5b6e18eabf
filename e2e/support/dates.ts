/**
 * Dates the way the app writes them for people, e.g. "Seshanba, 15-iyul 2025" (the calendar's day buttons
 * and the booking cards). Kept here rather than imported from web/ so a wrong date in the UI fails a test.
 */
const WEEKDAYS = ['Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba', 'Yakshanba'];
const MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];

/** Providers' default zone: "today" on the public page is today in Tashkent. */
export const PROVIDER_TIMEZONE = 'Asia/Tashkent';

/** yyyy-MM-dd of today in `timeZone`. */
export function todayIn(timeZone = PROVIDER_TIMEZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Seshanba, 15-iyul 2025" */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAYS[weekday]}, ${d}-${MONTHS[m - 1]} ${y}`;
}

/** "Iyul 2025", the calendar's month heading. */
export function monthTitle(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const month = MONTHS[m - 1]!;
  return `${month[0]!.toUpperCase()}${month.slice(1)} ${y}`;
}

/** "15-iyul 2025", as date fields show a picked date. */
export function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d}-${MONTHS[m - 1]} ${y}`;
}
