import { DateTime } from 'luxon';
import pg from 'pg';
import { LIMITS } from '../src/contracts/limits.ts';
import { bookingInsertValues, INSERT_BOOKING_SQL } from '../src/features/bookings/booking-insert.queries.ts';
import { eventNotices, timedReminders } from '../src/features/notifications/index.ts';
import { plannedJson } from '../src/features/notifications/reminders.queries.ts';

/**
 * The database's own ceiling for a booking: the app's exact statement (admission check under its advisory lock,
 * booking with its exclusion constraint, history row, reminder rows) sent straight from a pg pool at the same concurrency as the HTTP load, for the
 * same time, on distinct slots. Booking creation through the API is reported as a fraction of this.
 */
export async function bookingCeiling(
  connectionString: string,
  providers: { userId: string; serviceId: number; staffId: string }[],
  { connections = 64, seconds = 8, dayOffset = 100, first = 0, beforeEnd = () => {} } = {},
): Promise<{ perSecond: number; failures: number }> {
  const pool = new pg.Pool({ connectionString, max: connections });
  const today = DateTime.now().setZone('Asia/Tashkent');
  let next = first;
  let done = 0;
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const i = next++;
      const provider = providers[i % providers.length] as { userId: string; serviceId: number; staffId: string };
      const slot = Math.floor((i - first) / providers.length);
      // Far enough ahead not to meet the HTTP run's bookings of the same providers.
      const start = today.startOf('day').plus({ days: dayOffset + Math.floor(slot / 96), minutes: (slot % 96) * 15 });
      const end = start.plus({ minutes: 15 });
      try {
        const phone = `+99891${String(1_000_000 + i).slice(-7)}`;
        await pool.query({
          name: 'ceiling-insert',
          text: INSERT_BOOKING_SQL,
          values: bookingInsertValues({
            providerId: provider.userId,
            serviceId: provider.serviceId,
            masters: [provider.staffId],
            bufferBefore: 0,
            checkRules: true,
            language: 'uz',
            languageChatId: null,
            date: start.toISODate() as string,
            timeSlot: start.toFormat('HH:mm'),
            start: start.toJSDate(),
            end: end.toJSDate(),
            blockedUntil: end.toJSDate(),
            clientTimezone: null,
            name: 'Ceiling Mijoz',
            phone,
            email: null,
            telegramUsername: null,
            telegramToken: `ceiling-${i}-${Math.random().toString(36).slice(2)}`,
            notes: null,
            meetingAddress: null,
            isOnlineMeeting: false,
            onlineMeetingLink: null,
            status: 'pending',
            confirmationNumber: `C${i.toString(36).toUpperCase().padStart(7, '0')}`.slice(-8),
            performedBy: 'client',
            performedByUserId: null,
            // The rows the app plans for a client's booking: the notices now and the timed reminders.
            plannedReminders: plannedJson([
              ...eventNotices('booking_created', true, Date.now()),
              ...timedReminders(start.toMillis(), Date.now()),
            ]),
            phoneE164: phone,
            ipAddress: null,
            userAgent: null,
            // A client's booking is checked as the app checks it: advisory lock and count per provider and phone.
            admission: {
              lockKey: `${provider.userId}:${phone}`,
              monthStart: null,
              monthlyLimit: null,
              phoneLimit: LIMITS.upcomingBookingsPerPhone,
              at: new Date(),
            },
          }),
        });
        done += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  // Read while the pool's backends still live (an ended backend's CPU is gone from /proc).
  beforeEnd();
  await pool.end();
  return { perSecond: Math.round(done / seconds), failures };
}

/** Resident memory of a process, in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
