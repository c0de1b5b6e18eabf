import type { TestApp } from './test-app.ts';

/**
 * Puts a booking's visit `startedMinutesAgo` into the past (its times only, as the clock would): bookings are
 * made for the future, and the rules about a visit that began or ended need one that did.
 */
export async function moveVisitIntoPast(app: TestApp, bookingId: string, startedMinutesAgo: number): Promise<void> {
  await app.qabul.database.orm.em.getConnection().execute(
    `update bookings set date_time_utc = now() - make_interval(mins => ?),
       ends_at = now() - make_interval(mins => ?) + (ends_at - date_time_utc),
       blocked_until = now() - make_interval(mins => ?) + (blocked_until - date_time_utc)
     where id = ?`,
    [startedMinutesAgo, startedMinutesAgo, startedMinutesAgo, bookingId],
    'run',
  );
}
