import type { EntityManager } from '@mikro-orm/postgresql';
import { type CalendarBlock, CalendarBlockSchema, UserSchema } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMaster } from '../../lib/booking-scope.ts';
import type { Actor, HotPath } from '../../lib/context.ts';
import type { SharedAnswer } from '../../lib/shared-answer.ts';
import { isTakenTime } from '../../lib/taken-time.ts';
import { recordActivity } from '../activity/index.ts';
import { addDays, dateIn, localClock, toMinutes } from '../slots/index.ts';
import { presentCalendar } from './calendar.presenter.ts';
import { calendarRows, masterOfBusiness } from './calendar.queries.ts';
import type { BlockInput, CalendarQuery } from './calendar.schema.ts';
import { calendarText } from './messages.uz.ts';

/** Whose calendar: a business's (its owner) or one master's inside it (an invited master's own view). */
export interface CalendarScope {
  providerId: string;
  staffId: string | null;
}

/** How far ahead time may be blocked (days off cover longer absences). */
const BLOCK_HORIZON_DAYS = 365;
/**
 * A calendar is kept at most this long; every change of the business drops it at once (the change feed), so this
 * only bounds what a lost notification could cost.
 */
const CALENDAR_TTL_MS = 60_000;

/** The master a signed-in person may look at: an invited master only themselves (anyone else is 404 to them). */
export function askedScope(scope: CalendarScope, staffId: string | undefined): CalendarScope {
  return { ...scope, staffId: scopedMaster(scope, staffId) };
}

export function calendarKey(scope: CalendarScope, query: CalendarQuery): string {
  return `calendar|${scope.providerId}|${scope.staffId ?? ''}|${query.date}|${query.days}|${query.includeCancelled ? 1 : 0}`;
}

/**
 * The calendar as ready-to-send JSON. Everyone of a business who has the day open asks the same read again after each
 * change, so the answer is kept per business, scope and range (and compressed once), until the business changes.
 */
export async function calendarAnswer(hot: HotPath, scope: CalendarScope, query: CalendarQuery): Promise<SharedAnswer> {
  const key = calendarKey(scope, query);
  const kept = hot.cache.get(key) as SharedAnswer | undefined;
  if (kept) return kept;
  const ticket = hot.cache.ticket();
  const to = addDays(query.date, query.days - 1);
  const rows = await calendarRows(hot.pool, scope, query.date, to, query.includeCancelled);
  if (!rows) throw new AppError('not_found', uz.notFound.user);
  if (scope.staffId && rows.masters.length === 0) throw new AppError('not_found', uz.notFound.staff);
  const answer: SharedAnswer = { json: JSON.stringify(presentCalendar(rows, query.date, query.days)) };
  hot.cache.set(key, scope.providerId, answer, ticket, { bytes: 3 * answer.json.length, ttlMs: CALENDAR_TTL_MS });
  return answer;
}

/**
 * How long this instance trusts a session it has seen read the calendar, without asking the database again (the
 * fast lane's only shortcut): a sign-out here forgets it at once, one on another instance within this time.
 */
const READER_TTL_MS = 5_000;
/** Query strings longer than this are never remembered (a canonical one is about 60 characters). */
const MAX_REMEMBERED_QUERY = 160;

/** Keyed by the session cookie as sent (value and signature): see `sessionCookieOf`. */
export const calendarReaderKey = (cookie: string) => `calendar-reader|${cookie}`;
export const calendarAskKey = (reader: CalendarScope, querystring: string) =>
  `calendar-ask|${reader.providerId}|${reader.staffId ?? ''}|${querystring}`;

/**
 * Remembers, for the fast lane, who this session reads as (briefly) and which kept calendar its query string asked
 * for. Both belong to the business: any change of it drops the ask with the calendar (the reader stays over a
 * booking change, which does not change who may read).
 */
export function rememberAsk(
  hot: HotPath,
  ask: { cookie: string; reader: CalendarScope; querystring: string; key: string },
  ticket: number,
): void {
  if (ask.querystring.length > MAX_REMEMBERED_QUERY || !hot.cache.get(ask.key)) return;
  hot.cache.set(calendarReaderKey(ask.cookie), ask.reader.providerId, ask.reader, ticket, { keptOnBookings: true, ttlMs: READER_TTL_MS });
  hot.cache.set(calendarAskKey(ask.reader, ask.querystring), ask.reader.providerId, ask.key, ticket, { ttlMs: CALENDAR_TTL_MS });
}

/** The business's own timezone (an invited master's account may have another). */
async function businessZone(em: EntityManager, providerId: string): Promise<string> {
  const business = await em.findOne(UserSchema, { id: providerId }, { fields: ['timezone'] });
  if (!business) throw new AppError('not_found', uz.notFound.user);
  return business.timezone;
}

/** A wall-clock time of the date as an instant; "24:00" is the next midnight. A time the clocks skip is refused. */
function instantOf(date: string, time: string, zone: string, field: 'start' | 'end'): number {
  const instant = time === '24:00' ? localClock(addDays(date, 1), zone)(0) : localClock(date, zone)(toMinutes(time));
  if (instant === null) throw new AppError('validation', calendarText.noSuchTime, { [field]: calendarText.noSuchTime });
  return instant;
}

/**
 * "Band vaqt": holds a master's time as a booking does. The database refuses it over a booking or another block of
 * the master (the one exclusion constraint, ADR 021), whatever races it; the owner blocks any master's time, an
 * invited master only their own.
 */
export async function createBlock(
  em: EntityManager,
  scope: CalendarScope,
  body: BlockInput,
  actor: Actor,
  now = Date.now(),
): Promise<CalendarBlock> {
  // A master blocks only their own time; an owner any master's of the business.
  if (
    scopedMaster(scope, body.staffId) !== body.staffId ||
    (!scope.staffId && !(await masterOfBusiness(em, scope.providerId, body.staffId)))
  ) {
    throw new AppError('not_found', uz.notFound.staff);
  }
  const zone = await businessZone(em, scope.providerId);
  const startsAt = instantOf(body.date, body.start, zone, 'start');
  const endsAt = instantOf(body.date, body.end, zone, 'end');
  if (endsAt <= now) throw new AppError('validation', calendarText.past, { end: calendarText.past });
  if (body.date > addDays(dateIn(zone, now), BLOCK_HORIZON_DAYS)) {
    throw new AppError('validation', calendarText.tooFar, { date: calendarText.tooFar });
  }
  try {
    return await em.transactional(async (tx) => {
      const block = tx.create(CalendarBlockSchema, {
        userId: scope.providerId,
        staffId: body.staffId,
        date: body.date,
        startTime: body.start,
        endTime: body.end,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        note: body.note,
        createdBy: actor.userId,
      });
      // Fires db/src/sql/qabul_block_occupies.sql: the taken time, refused over a booking or another block.
      await tx.flush();
      await recordActivity(tx, actor, 'calendar_block_created', 'calendar_block', block.id, {
        staffId: body.staffId,
        date: body.date,
        start: body.start,
        end: body.end,
      });
      return block;
    });
  } catch (error) {
    if (isTakenTime(error)) throw new AppError('slot_taken', calendarText.taken);
    throw error;
  }
}

/** Frees a blocked time: the business's any, a master's own only; anything else (or nothing) is 404. */
export async function removeBlock(em: EntityManager, scope: CalendarScope, id: string, actor: Actor): Promise<CalendarBlock> {
  const block = isUuid(id)
    ? await em.findOne(CalendarBlockSchema, {
        id: id.toLowerCase(),
        userId: scope.providerId,
        ...(scope.staffId ? { staffId: scope.staffId } : {}),
      })
    : null;
  if (!block) throw new AppError('not_found', calendarText.notFound);
  await em.transactional(async (tx) => {
    // Fires db/src/sql/qabul_block_occupies.sql: the time freed and offered to the day's waitlist.
    tx.remove(block);
    await recordActivity(tx, actor, 'calendar_block_removed', 'calendar_block', block.id, {
      staffId: block.staffId,
      date: block.date,
      start: block.startTime,
      end: block.endTime,
    });
  });
  return block;
}
