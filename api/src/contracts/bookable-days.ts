/**
 * Which days a client is offered, read from a service's rules and its slot lists (DECISIONS.md, Provider tools).
 * The server's slot list marks every start free or not; these say why a day offers nothing: closed (no start the
 * rules could ever let a client take: no hours, a day off, before the minimum notice, past the window) or full
 * (such starts exist but all are taken: the waitlist's day). The web page, the Mini App and the bot all call these.
 * Pure and zone-aware through Intl only, so they run in the browser as on the server.
 */

/** A service's booking window in the provider's wall clock. */
export interface BookableWindow {
  /** Provider-local `YYYY-MM-DD HH:mm`: the first start a client may take (now plus the minimum notice, to the minute). */
  earliest: string;
  /** The first date that may still hold a start a client can take. */
  firstDay: string;
  /** The last bookable date: the provider's today plus `maxAdvanceDays`. */
  lastDay: string;
}

export interface BookingWindowRules {
  minNoticeMinutes: number;
  maxAdvanceDays: number;
}

/** A start of a slot list: its provider-local date and time, and whether it is free. */
export interface ListedStart {
  date: string;
  time: string;
  isAvailable: boolean;
}

export type DayState = 'free' | 'full' | 'closed';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:mm` of an instant in a zone. */
export function wallClock(zone: string, instant: number): string {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function bookableWindow(zone: string, rules: BookingWindowRules, now: number = Date.now()): BookableWindow {
  // A start is a whole minute no earlier than the notice's end and later than now (the slot engine's rule).
  const from = Math.max(now + 1, now + Math.max(0, rules.minNoticeMinutes) * 60_000);
  const earliest = wallClock(zone, Math.ceil(from / 60_000) * 60_000);
  return { earliest, firstDay: earliest.slice(0, 10), lastDay: plusDays(wallClock(zone, now).slice(0, 10), rules.maxAdvanceDays) };
}

/** Whether a start lies inside the window (after the notice, not past the last day). */
export function withinWindow(start: Pick<ListedStart, 'date' | 'time'>, window: BookableWindow): boolean {
  return start.date <= window.lastDay && `${start.date} ${start.time}` >= window.earliest;
}

/** What one day's slot list offers a client: a free start, only taken ones (full), or nothing ever (closed). */
export function dayState(starts: readonly ListedStart[], window: BookableWindow): DayState {
  let full = false;
  for (const start of starts) {
    if (start.isAvailable) return 'free';
    if (withinWindow(start, window)) full = true;
  }
  return full ? 'full' : 'closed';
}
