import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingSchema, type DateOverride, DateOverrideSchema, StaffSchema, type TimeOff, TimeOffSchema } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMaster } from '../../lib/booking-scope.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { timeOffText } from './messages.uz.ts';
import type { DateOverrideInput, TimeOffFilters, TimeOffInput } from './time-off.schema.ts';
import { bookingIdsInRange, upsertDateOverride } from './time-off.queries.ts';

/** Who manages days off: the owner the whole business's (`staffId` null), a master only their own. */
export interface TimeOffScope {
  providerId: string;
  staffId: string | null;
}

/** The master a day off or an override names, checked to be of this business; a master may name only themselves. */
async function masterOf(em: EntityManager, scope: TimeOffScope, staffId: string | null): Promise<string | null> {
  if (scope.staffId) return scopedMaster(scope, staffId);
  if (staffId === null) return null;
  const master = await em.findOne(StaffSchema, { id: staffId, userId: scope.providerId, deletedAt: null }, { fields: ['id'] });
  if (!master) throw new AppError('not_found', uz.notFound.staff);
  return master.id;
}

/** The business's days off (a master sees the business's and their own), by date. */
export function listTimeOff(em: EntityManager, scope: TimeOffScope, filters: TimeOffFilters): Promise<TimeOff[]> {
  return em.find(
    TimeOffSchema,
    {
      userId: scope.providerId,
      ...(scope.staffId ? { $or: [{ staffId: null }, { staffId: scope.staffId }] } : {}),
      ...(filters.from ? { toDate: { $gte: filters.from } } : {}),
      ...(filters.to ? { fromDate: { $lte: filters.to } } : {}),
    },
    { orderBy: { fromDate: 'asc', id: 'asc' } },
  );
}

/**
 * Adds days off and answers the non-cancelled bookings inside them: nothing is cancelled by itself, the provider
 * moves or cancels them (DECISIONS.md, Provider tools).
 */
export async function addTimeOff(
  em: EntityManager,
  scope: TimeOffScope,
  body: TimeOffInput,
  actor: Actor,
): Promise<{ timeOff: TimeOff; affected: Booking[] }> {
  const staffId = await masterOf(em, scope, body.staffId);
  return em.transactional(async (tx) => {
    const timeOff = tx.create(TimeOffSchema, {
      userId: scope.providerId,
      staffId,
      fromDate: body.from,
      toDate: body.to,
      note: body.note ?? null,
    });
    // Fires db/src/sql/qabul_notify_provider_changed.sql; admissions read it in db/src/sql/admit_booking_rules.sql.
    await tx.flush();
    await recordActivity(tx, actor, 'time_off_added', 'time_off', timeOff.id, { from: body.from, to: body.to, staffId });
    const ids = await bookingIdsInRange(tx, scope.providerId, staffId, body.from, body.to);
    const affected = ids.length ? await tx.find(BookingSchema, { id: { $in: ids } }, { orderBy: { dateTimeUtc: 'asc', id: 'asc' } }) : [];
    return { timeOff, affected };
  });
}

export async function removeTimeOff(em: EntityManager, scope: TimeOffScope, id: string, actor: Actor): Promise<void> {
  // An id that is no UUID names nothing (and never reaches the database).
  if (!isUuid(id)) throw new AppError('not_found', timeOffText.notFound);
  const timeOff = await em.findOne(TimeOffSchema, {
    id,
    userId: scope.providerId,
    ...(scope.staffId ? { staffId: scope.staffId } : {}),
  });
  if (!timeOff) throw new AppError('not_found', timeOffText.notFound);
  await em.transactional(async (tx) => {
    // Deleting it offers the freed days to their waitlist (db/src/sql/qabul_time_off_removed.sql).
    tx.remove(timeOff);
    await recordActivity(tx, actor, 'time_off_removed', 'time_off', id, { from: timeOff.fromDate, to: timeOff.toDate });
  });
}

export function listDateOverrides(em: EntityManager, scope: TimeOffScope, filters: TimeOffFilters): Promise<DateOverride[]> {
  return em.find(
    DateOverrideSchema,
    {
      userId: scope.providerId,
      ...(scope.staffId ? { $or: [{ staffId: null }, { staffId: scope.staffId }] } : {}),
      ...(filters.from || filters.to
        ? { date: { ...(filters.from ? { $gte: filters.from } : {}), ...(filters.to ? { $lte: filters.to } : {}) } }
        : {}),
    },
    { orderBy: { date: 'asc', id: 'asc' } },
  );
}

export async function setDateOverride(
  em: EntityManager,
  scope: TimeOffScope,
  date: string,
  body: DateOverrideInput,
  actor: Actor,
): Promise<DateOverride> {
  const staffId = await masterOf(em, scope, body.staffId);
  await em.transactional(async (tx) => {
    await upsertDateOverride(tx, scope.providerId, staffId, date, body.times);
    await recordActivity(tx, actor, 'date_override_set', 'date_override', date, { staffId, times: body.times });
  });
  return em.findOneOrFail(DateOverrideSchema, { userId: scope.providerId, staffId, date }, { refresh: true });
}

export async function removeDateOverride(
  em: EntityManager,
  scope: TimeOffScope,
  date: string,
  askedStaffId: string | null,
  actor: Actor,
): Promise<void> {
  const staffId = await masterOf(em, scope, askedStaffId);
  const override = await em.findOne(DateOverrideSchema, { userId: scope.providerId, staffId, date });
  if (!override) throw new AppError('not_found', timeOffText.overrideNotFound);
  await em.transactional(async (tx) => {
    tx.remove(override);
    await recordActivity(tx, actor, 'date_override_removed', 'date_override', date, { staffId });
  });
}
