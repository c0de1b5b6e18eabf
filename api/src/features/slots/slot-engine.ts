import { DateTime } from 'luxon';

/**
 * The slot rules of DECISIONS.md as pure functions: availability blocks join into windows, starts run
 * every `timingInterval` from each window's start, a start must fit its window, lie in the future and
 * within the horizon, and its occupied time (service + break) must overlap no busy range.
 */

export const BLOCK_MINUTES = 30;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface SlotRules {
  /** yyyy-MM-dd, provider-local. */
  date: string;
  providerZone: string;
  availability: Partial<Record<string, string[]>>;
  duration: number;
  timingInterval: number;
  breakInterval: number;
  /** Milliseconds since epoch. */
  now: number;
  /** The service's maximum window (`maxAdvanceDays`): the last bookable date is today plus this many days. */
  horizonDays: number;
  /** The service's minimum notice: a start at least this many minutes after now. */
  minNoticeMinutes?: number;
  /** The service's buffer before: the booking also occupies this many minutes before its start. */
  bufferBefore?: number;
  /** Occupied ranges [start, end) of the provider's non-cancelled bookings, in ms. */
  busy: ReadonlyArray<readonly [number, number]>;
  /**
   * Only the start at this minute of the day, if the day's sequence has it (a booking checks the one start it asks
   * for; the sequence is walked as for the whole list, so which starts exist does not change).
   */
  onlyAt?: number;
}

export interface Candidate {
  /** Provider-local HH:mm. */
  time: string;
  /** Start instant, ms. */
  start: number;
  /** End of service, ms. */
  end: number;
  /** End of service plus break: the booking would occupy [start, blockedUntil). */
  blockedUntil: number;
  isAvailable: boolean;
}

export interface Window {
  /** Minutes from local midnight. */
  from: number;
  to: number;
}

export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// Every HH:mm of a day, made once: formatting is on the slot listing's hot path.
const CLOCK = Array.from({ length: 1440 }, (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

export function formatMinutes(minutes: number): string {
  return CLOCK[minutes] ?? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function weekdayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // 1970-01-05 was a Monday; UTC arithmetic on the calendar date needs no timezone.
  const index = (((Math.floor(Date.UTC(y, m - 1, d) / 86_400_000) - 4) % 7) + 7) % 7;
  return WEEKDAY_NAMES[index] as string;
}

/** Half-hour blocks [t, t+30) of one weekday, joined where adjacent. */
export function windowsOf(times: readonly string[] | undefined): Window[] {
  const starts = [...new Set((times ?? []).map(toMinutes))].sort((a, b) => a - b);
  const windows: Window[] = [];
  for (const start of starts) {
    const last = windows[windows.length - 1];
    if (last && last.to === start) last.to = start + BLOCK_MINUTES;
    else windows.push({ from: start, to: start + BLOCK_MINUTES });
  }
  return windows;
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();
/** (zone, quarter hour) pairs remembered: enough for every zone a busy day sees, about a megabyte at most. */
const MAX_OFFSETS = 10_000;

/** IANA's own spellings (plus UTC), as this runtime's time-zone data names them. */
const CANONICAL_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function isCanonicalZone(zone: string): boolean {
  return CANONICAL_ZONES.has(zone);
}

/**
 * Formatters of the zones used lately. An ICU formatter holds tens of kilobytes: kept for every zone ever asked
 * (as luxon keeps them) a crawl through all zones pinned megabytes for good; a few recent ones suffice, since
 * the offsets they give are remembered per quarter hour anyway.
 */
const FORMATTERS_KEPT = 32;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter) formatters.delete(zone);
  else {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= FORMATTERS_KEPT) formatters.delete(formatters.keys().next().value as string);
  }
  formatters.set(zone, formatter);
  return formatter;
}

/** The zone's offset (minutes) at an instant: its wall clock read as if it were UTC, minus the instant. */
export function offsetFromFormatter(zone: string, instant: number): number {
  const wall: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) if (part.type !== 'literal') wall[part.type] = Number(part.value);
  const asUtc = Date.UTC(wall.year as number, (wall.month as number) - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((asUtc - wholeSecond) / 60_000);
}

/**
 * The canonical name of a valid zone (`asia/TASHKENT` -> `Asia/Tashkent`, an alias -> its zone). Zone data is
 * remembered per name (here and in luxon, an ICU formatter each): only canonical names reach it, so the
 * spellings a client sends cannot grow it.
 */
export function canonicalZone(zone: string): string {
  if (CANONICAL_ZONES.has(zone)) return zone;
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The zone's UTC offset (minutes) at an instant. Every real offset change falls on a quarter hour, so
 * one lookup per zone and quarter hour is exact; luxon's Intl-based lookup is far too slow for the hot path.
 */
export function zoneOffset(zone: string, instant: number): number {
  const key = `${zone}|${Math.floor(instant / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetFromFormatter(zone, instant);
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The calendar date (yyyy-MM-dd) of an instant in a zone. */
export function dateIn(zone: string, instant: number): string {
  return new Date(instant + zoneOffset(zone, instant) * 60_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Local wall-clock minutes of `date` in `zone` -> instant. When the zone's offset is the same all day
 * (no DST change that day) it is arithmetic; on a change day luxon resolves each time.
 */
export function localClock(date: string, zone: string): (minutes: number) => number | null {
  const utcMidnight = utcDay(date);
  const early = zoneOffset(zone, utcMidnight - 14 * 3_600_000);
  const late = zoneOffset(zone, utcMidnight + 38 * 3_600_000);
  if (early === late) {
    const shift = early * 60_000;
    return (minutes) => utcMidnight + minutes * 60_000 - shift;
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (minutes) => {
    const local = DateTime.fromObject({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, { zone });
    // A wall-clock time skipped by a DST jump does not exist: no slot there.
    if (local.hour * 60 + local.minute !== minutes) return null;
    return local.toMillis();
  };
}

/** Why a start (of the rules' date) cannot be booked by a client now, the codes of DECISIONS.md; null: it may be. */
export type RuleBreak = 'past' | 'too_soon' | 'too_far';

export function ruleBreak(rules: Pick<SlotRules, 'date' | 'providerZone' | 'now' | 'horizonDays' | 'minNoticeMinutes'>, start: number) {
  const today = dateIn(rules.providerZone, rules.now);
  if (rules.date < today || start <= rules.now) return 'past' satisfies RuleBreak;
  if (rules.date > addDays(today, rules.horizonDays)) return 'too_far' satisfies RuleBreak;
  if (start < rules.now + (rules.minNoticeMinutes ?? 0) * 60_000) return 'too_soon' satisfies RuleBreak;
  return null;
}

/** Every candidate start of the day, each marked available or not. */
export function candidateSlots(rules: SlotRules): Candidate[] {
  const clock = localClock(rules.date, rules.providerZone);
  const today = dateIn(rules.providerZone, rules.now);
  const lastDay = addDays(today, rules.horizonDays);
  const bookable = rules.date >= today && rules.date <= lastDay;
  const earliest = Math.max(rules.now + 1, rules.now + (rules.minNoticeMinutes ?? 0) * 60_000);
  const before = (rules.bufferBefore ?? 0) * 60_000;
  const interval = Math.max(1, rules.timingInterval);
  const out: Candidate[] = [];
  for (const window of windowsOf(rules.availability[weekdayOf(rules.date)])) {
    for (let minutes = window.from; minutes + rules.duration <= window.to; minutes += interval) {
      if (rules.onlyAt !== undefined && minutes !== rules.onlyAt) continue;
      const start = clock(minutes);
      if (start === null) continue;
      const end = start + rules.duration * 60_000;
      const blockedUntil = end + rules.breakInterval * 60_000;
      const isAvailable = bookable && start >= earliest && !overlapsAny(start - before, blockedUntil, rules.busy);
      out.push({
        time: formatMinutes(minutes),
        start,
        end,
        blockedUntil,
        isAvailable,
      });
    }
  }
  return out;
}

export function overlapsAny(start: number, end: number, busy: SlotRules['busy']): boolean {
  for (const [from, to] of busy) if (start < to && from < end) return true;
  return false;
}

/** HH:mm and date of many instants in one zone, with plain arithmetic when the offset does not change in between. */
export function clockIn(zone: string, first: number, last: number): (instant: number) => { time: string; date: string } {
  const offset = zoneOffset(zone, first);
  if (offset === zoneOffset(zone, last)) {
    const shift = offset * 60_000;
    let lastDay = Number.NaN;
    let lastDate = '';
    return (instant) => {
      const local = instant + shift;
      const day = Math.floor(local / 86_400_000);
      if (day !== lastDay) {
        lastDay = day;
        lastDate = new Date(day * 86_400_000).toISOString().slice(0, 10);
      }
      return { time: formatMinutes(Math.floor((local - day * 86_400_000) / 60_000)), date: lastDate };
    };
  }
  return (instant) => {
    const local = DateTime.fromMillis(instant, { zone });
    return { time: local.toFormat('HH:mm'), date: local.toISODate() as string };
  };
}

/** A master of the service as the slot rules see them: their own weekly hours and their busy ranges. */
export interface MasterDay {
  id: string;
  /** Their own hours; an empty map means "whenever the service is offered". */
  availability: Partial<Record<string, string[]>>;
  busy: ReadonlyArray<readonly [number, number]>;
  /** A day off (theirs or the business's): nothing is offered. */
  closed?: boolean;
  /** They have reached the service's daily cap that day: every start is taken. */
  full?: boolean;
}

/** The half-hour blocks a master may be booked in: the service's hours ∩ the master's own (DECISIONS.md, Teams). */
export function masterHours(
  service: Partial<Record<string, string[]>>,
  master: Partial<Record<string, string[]>>,
): Partial<Record<string, string[]>> {
  if (Object.keys(master).length === 0) return service;
  const out: Partial<Record<string, string[]>> = {};
  for (const [day, times] of Object.entries(service)) {
    const own = new Set(master[day] ?? []);
    out[day] = (times ?? []).filter((time) => own.has(time));
  }
  return out;
}

/** One master's candidate starts for the service: the slot rules over their hours and their own bookings. */
export function masterSlots(rules: Omit<SlotRules, 'busy'>, master: MasterDay): Candidate[] {
  if (master.closed) return [];
  const slots = candidateSlots({ ...rules, availability: masterHours(rules.availability, master.availability), busy: master.busy });
  if (master.full) for (const slot of slots) slot.isAvailable = false;
  return slots;
}

/**
 * The starts offered for a service with masters: every start any master's hours give, available when at least one
 * of them is free then ("any master"). With one master this is exactly that master's list.
 */
export function teamSlots(rules: Omit<SlotRules, 'busy'>, masters: readonly MasterDay[]): Candidate[] {
  if (masters.length === 1) return masterSlots(rules, masters[0] as MasterDay);
  const byStart = new Map<number, Candidate>();
  for (const master of masters) {
    for (const slot of masterSlots(rules, master)) {
      const seen = byStart.get(slot.start);
      if (!seen) byStart.set(slot.start, slot);
      else if (slot.isAvailable && !seen.isAvailable) byStart.set(slot.start, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}
