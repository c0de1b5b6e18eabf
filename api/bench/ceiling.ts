import { DateTime } from 'luxon';
import pg from 'pg';
import { INSERT_SQL } from '../src/features/bookings/booking-create.ts';

/**
 * The database's own ceiling for a booking: the app's exact statement (booking with its exclusion constraint,
 * history row, reminder rows) sent straight from a pg pool at the same concurrency as the HTTP load, for the
 * same time, on distinct slots. Booking creation through the API is reported as a fraction of this.
 */
export async function bookingCeiling(
  connectionString: string,
  providers: { userId: string; serviceId: number }[],
  { connections = 64, seconds = 8 } = {},
): Promise<{ perSecond: number; failures: number }> {
  const pool = new pg.Pool({ connectionString, max: connections });
  const today = DateTime.now().setZone('Asia/Tashkent');
  const reminders = JSON.stringify([{ recipient_type: 'provider', reminder_type: 'booking_created', scheduled_time: new Date() }]);
  let next = 0;
  let done = 0;
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const i = next++;
      const provider = providers[i % providers.length] as { userId: string; serviceId: number };
      const slot = Math.floor(i / providers.length);
      // Far enough ahead not to meet the HTTP run's bookings of the same providers.
      const start = today.startOf('day').plus({ days: 100 + Math.floor(slot / 96), minutes: (slot % 96) * 15 });
      const end = start.plus({ minutes: 15 });
      try {
        await pool.query({
          name: 'ceiling-insert',
          text: INSERT_SQL,
          values: [
            provider.userId,
            provider.serviceId,
            start.toISODate(),
            start.toFormat('HH:mm'),
            start.toJSDate(),
            end.toJSDate(),
            end.toJSDate(),
            'Asia/Tashkent',
            'Ceiling Mijoz',
            '+998901234567',
            null,
            null,
            `ceiling-${i}-${Math.random().toString(36).slice(2)}`,
            null,
            null,
            false,
            null,
            'pending',
            `C${i.toString(36).toUpperCase().padStart(7, '0')}`.slice(-8),
            'client',
            null,
            reminders,
            '+998901234567',
            null,
            null,
          ],
        });
        done += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
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
