import type pg from 'pg';
import { DateTime } from 'luxon';

/** Every booking rule of ADR 019 set on a service, none of them closing the measured day. */
export const EVERY_RULE = { minNoticeMinutes: 60, maxAdvanceDays: 120, dailyLimit: 100, bufferBefore: 10 };

/**
 * A provider's busy calendar for the slot-listing case of ADR 019: 30 days off around the measured date (none on
 * it) and 20 date overrides, one of them on the measured date (open all day, so the list is as long as the plain
 * provider's). The slot query reads them in its one round trip.
 */
export async function busyCalendar(db: pg.Client, userId: string, date: string, allDay: string[]): Promise<void> {
  const day = DateTime.fromISO(date);
  const daysOff = Array.from({ length: 30 }, (_, i) => day.plus({ days: i < 15 ? -(i + 1) * 2 : (i - 14) * 2 }).toISODate());
  await db.query(
    `insert into time_off (user_id, from_date, to_date, note) select $1, d::date, d::date, 'Bench' from unnest($2::text[]) d`,
    [userId, daysOff],
  );
  const overrides = Array.from({ length: 20 }, (_, i) => day.plus({ days: i * 2 + (i === 0 ? 0 : 1) }).toISODate());
  await db.query(`insert into date_overrides (user_id, date, times) select $1, d::date, $3::jsonb from unnest($2::text[]) d`, [
    userId,
    overrides,
    JSON.stringify(allDay),
  ]);
}
