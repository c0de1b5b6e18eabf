import type { EntityManager } from '@mikro-orm/postgresql';
import type { Presented, SlotResponse } from '../../contracts/responses.ts';
import type { HotPath } from '../../lib/context.ts';
import { readThrough } from '../../lib/provider-cache.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addDays,
  canonicalZone,
  clockIn,
  dateIn,
  formatMinutes,
  isCanonicalZone,
  localClock,
  overlapsAny,
  teamSlots,
} from './slot-engine.ts';
import { dailyCapReached, isDayOff, masterHoursOn, serviceHoursOn } from './day-rules.ts';
import type { SlotQuery } from './slots.schema.ts';
import { providerDayBookings, type ServiceDay, serviceDayRow } from './slots.queries.ts';

export type Slot = Presented<typeof SlotResponse>;

/** `store: false` for a day outside the bookable window: answered, not remembered. */
export async function loadServiceDay(hot: HotPath, serviceId: number, date: string, store = true): Promise<ServiceDay | null> {
  const day = await readThrough(
    hot.cache,
    `day|${serviceId}|${date}`,
    async () => {
      const row = await serviceDayRow(hot.pool, serviceId, date);
      if (!row) return undefined;
      for (const master of row.masters) {
        master.busy = master.busy.map(([from, to]) => [Number(from), Number(to)]);
        master.booked = Number(master.booked);
      }
      return { value: row, provider: row.user_id };
    },
    { store },
  );
  return day ?? null;
}

/**
 * Is this ask worth remembering? Only days a client can book (with a day's slack either side for the
 * zones) and canonical zone names: anything else is answered afresh, so a flood of odd dates and spellings
 * leaves nothing behind.
 */
export function isCacheableSlotQuery(query: SlotQuery, now: number): boolean {
  const today = dateIn('UTC', now);
  const bookable = query.date >= addDays(today, -1) && query.date <= addDays(today, LIMITS.horizonDays + 1);
  // A list is cached under canonical zone names only, so case variants and aliases add nothing.
  return bookable && (query.clientTimezone === undefined || isCanonicalZone(query.clientTimezone));
}

interface SlotList {
  slots: Slot[];
  provider: string;
  /** The list stays right until this instant (the next offered start passes) unless the provider changes. */
  validUntil: number;
}

export async function listServiceSlots(
  hot: HotPath,
  query: SlotQuery & { serviceId: number },
  now = Date.now(),
  store = true,
): Promise<SlotList> {
  const day = await loadServiceDay(hot, query.serviceId, query.date, store);
  if (!day?.is_active) throw new AppError('not_found', uz.notFound.service);
  // A chosen master (`staffId`) who does not do the service offers nothing; omitted, any master does.
  const masters = query.staffId ? day.masters.filter((master) => master.id === query.staffId) : day.masters;
  const candidates = teamSlots(
    {
      date: query.date,
      providerZone: day.timezone,
      availability: serviceHoursOn(query.date, day.availability ?? {}, day.overrides),
      duration: day.duration,
      timingInterval: day.timing_interval,
      breakInterval: day.break_interval,
      now,
      horizonDays: day.max_advance_days,
      minNoticeMinutes: day.min_notice_minutes,
      bufferBefore: day.buffer_before,
    },
    masters.map((master) => ({
      id: master.id,
      availability: masterHoursOn(query.date, master.id, master.availability, day.overrides),
      busy: master.busy,
      closed: isDayOff(query.date, master.id, day.days_off),
      full: dailyCapReached(day.daily_limit, master.booked),
    })),
  );
  const clientZone = query.clientTimezone ?? day.timezone;
  const first = candidates[0];
  const last = candidates[candidates.length - 1];
  // A start stops being offered once its minimum notice begins.
  const notice = day.min_notice_minutes * 60_000;
  const validUntil = Math.min(now + 60_000, ...candidates.map((c) => c.start - notice).filter((t) => t > now));
  if (!first || !last) return { slots: [], provider: day.user_id, validUntil };
  // Computed in the canonical zone, shown in the spelling the client sent.
  const toClient = clockIn(canonicalZone(clientZone), first.start, last.start);
  const slots = candidates.map((candidate) => {
    const client = toClient(candidate.start);
    return {
      date: query.date,
      time: candidate.time,
      clientTime: client.time,
      clientDate: client.date,
      isAvailable: candidate.isAvailable,
      timezone: clientZone,
    };
  });
  return { slots, provider: day.user_id, validUntil };
}

/** A serialised public slot list as cached; the fast lane adds its size and compressed forms once asked. */
export interface CachedSlotList {
  json: string;
  validUntil: number;
  provider: string;
  /** Query strings remembered for the fast lane as naming this list (a few spellings at most). */
  spellings: number;
  /** The JSON's length in UTF-8 bytes, counted once. */
  bytes?: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Spellings of one list's query string the fast lane remembers; more are answered by the full route. */
const MAX_SPELLINGS = 4;
/**
 * A list is kept at most this long (and never past its next offered start): it is rebuilt from the cached day
 * without the database, so a short life costs little and a flood of one-off asks is gone soon after.
 */
const SLOT_LIST_TTL_MS = 30_000;
/** Longer query strings are never remembered (the canonical ones are about 70 characters). */
const MAX_REMEMBERED_QUERY = 160;

/** The fast lane's key for a query string the full route answered. */
export function slotQueryKey(querystring: string): string {
  return `query|${querystring}`;
}

export function slotListKey(query: SlotQuery & { serviceId: number }): string {
  return `slots|${query.serviceId}|${query.date}|${query.clientTimezone ?? ''}|${query.staffId ?? ''}`;
}

/**
 * The public slot list as ready-to-send JSON. Many clients look at the same provider's day, so the
 * serialised answer is kept (dropped when the provider changes, or when its next start passes).
 */
export async function serviceSlotsJson(
  hot: HotPath,
  query: SlotQuery & { serviceId: number },
  querystring: string,
  now = Date.now(),
): Promise<string> {
  if (!isCacheableSlotQuery(query, now)) return JSON.stringify((await listServiceSlots(hot, query, now, false)).slots);
  const key = slotListKey(query);
  let answer = hot.cache.get(key) as CachedSlotList | undefined;
  // Taken before any read: what a change meanwhile made stale is not stored.
  const ticket = hot.cache.ticket();
  if (!answer || answer.validUntil <= now) {
    const list = await listServiceSlots(hot, query, now);
    answer = { json: JSON.stringify(list.slots), validUntil: list.validUntil, provider: list.provider, spellings: 0 };
    // The string, its UTF-8 bytes and the two compressed forms the fast lane may add (each well under the JSON).
    const options = { bytes: 3 * answer.json.length, ttlMs: Math.max(1, Math.min(SLOT_LIST_TTL_MS, list.validUntil - now)) };
    hot.cache.set(key, list.provider, answer, ticket, options);
  }
  if (answer.spellings < MAX_SPELLINGS && querystring.length <= MAX_REMEMBERED_QUERY) {
    answer.spellings += 1;
    hot.cache.set(slotQueryKey(querystring), answer.provider, key, ticket, {
      ttlMs: Math.max(1, Math.min(SLOT_LIST_TTL_MS, answer.validUntil - now)),
    });
  }
  return answer.json;
}

/**
 * The dashboard's day grid (spec.md section 9): 09:00-17:00 every 30 minutes, free unless a booking covers it. For a
 * business's whole team a time is taken only when every active master has a booking over it (a new booking for
 * "any master" still fits otherwise); a solo provider's and one master's grid are as before.
 */
export async function listProviderGrid(
  em: EntityManager,
  scope: { providerId: string; staffId: string | null },
  zone: string,
  date: string,
): Promise<Slot[]> {
  const clock = localClock(date, zone);
  const { busy, masters } = await providerDayBookings(em, scope, date);
  const ranges = (rows: typeof busy) => rows.map((row) => [Number(row.from), Number(row.to)] as const);
  // One master's grid (or a team of one): any booking takes the time; a team's: a time is free while any master is.
  const team = masters && masters.length > 1 ? masters.map((id) => ranges(busy.filter((row) => row.staff_id === id))) : [ranges(busy)];
  const taken = (start: number, end: number) => team.every((own) => overlapsAny(start, end, own));
  const slots: Slot[] = [];
  for (let minutes = 9 * 60; minutes <= 17 * 60; minutes += 30) {
    const start = clock(minutes);
    if (start === null) continue;
    const time = formatMinutes(minutes);
    slots.push({
      date,
      time,
      clientTime: time,
      clientDate: date,
      isAvailable: !taken(start, start + 30 * 60_000),
      timezone: zone,
    });
  }
  return slots;
}
