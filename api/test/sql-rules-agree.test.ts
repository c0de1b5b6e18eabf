import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@qabul/db/testing';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, type DayOff, dailyCapReached, isDayOff } from '../src/features/slots/index.ts';
import { serviceDayRow } from '../src/features/slots/slots.queries.ts';

/**
 * The rules a booking must pass that are written twice, once in TypeScript for the slot list and the booking's
 * checks (`isDayOff`, `dailyCapReached` in features/slots/day-rules.ts) and once in SQL for the booking's own
 * statement (db/src/sql/admit_booking_rules.sql, admit_booking_move.sql, qabul_daily_cap_reached.sql), give the same
 * answers on random days off, caps and bookings, on a real PostgreSQL. (Minimum notice and the advance window are
 * TypeScript only: the statement never sees them, so there is nothing for them to disagree with.)
 */
const DAY0 = '2027-03-01';
const STATUSES = ['pending', 'confirmed', 'cancelled', 'no_show'] as const;

let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let provider: string;
let masters: string[];
let services: number[];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const { rows: users } = await pool.query<{ id: string }>(
    `insert into users (username, email, password, timezone) values ('rules', 'rules@example.uz', 'x', 'Asia/Tashkent') returning id`,
  );
  provider = users[0]!.id;
  // The owner's own master comes with the account (db/src/sql/qabul_owner_master.sql); two more join.
  await pool.query(`insert into staff (user_id, name) values ($1, 'Dilnoza'), ($1, 'Bekzod')`, [provider]);
  const { rows: team } = await pool.query<{ id: string }>('select id from staff where user_id = $1 order by is_owner desc, name', [
    provider,
  ]);
  masters = team.map((row) => row.id);
  // Each service is done by every active master (db/src/sql/qabul_service_masters.sql).
  const { rows: made } = await pool.query<{ id: number }>(
    `insert into services (user_id, name, duration) values ($1, 'Soch olish', 30), ($1, 'Soqol', 30) returning id`,
    [provider],
  );
  services = made.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const masterIndex = fc.integer({ min: 0, max: 2 });
const world = fc.record({
  dailyLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  daysOff: fc.array(
    fc.record({
      from: fc.integer({ min: 0, max: 5 }),
      length: fc.integer({ min: 0, max: 2 }),
      master: fc.option(masterIndex, { nil: null }),
    }),
    { maxLength: 4 },
  ),
  bookings: fc.array(
    fc.record({
      master: masterIndex,
      day: fc.integer({ min: 0, max: 3 }),
      status: fc.constantFrom(...STATUSES),
      otherService: fc.boolean(),
    }),
    { maxLength: 10 },
  ),
  day: fc.integer({ min: 0, max: 5 }),
  candidates: fc.shuffledSubarray([0, 1, 2], { minLength: 1 }),
  moving: fc.nat(),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** What a refusal raised by the statement means (the codes admissionRefusal maps). */
const REFUSALS: Record<string, string> = { QB004: 'day_off', QB005: 'day_full' };

async function sqlAnswer<T>(client: pg.PoolClient, text: string, values: unknown[]): Promise<T | string> {
  await client.query('savepoint ask');
  try {
    const { rows } = await client.query(text, values);
    return rows[0].answer as T;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!REFUSALS[code]) throw error;
    return REFUSALS[code];
  } finally {
    await client.query('rollback to savepoint ask');
  }
}

describe('the booking rules in TypeScript and in SQL', () => {
  it('agree on days off and the daily cap, for a new booking and for a move', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w: World) => {
        const client = await pool.connect();
        await client.query('begin');
        try {
          const [service, otherService] = services as [number, number];
          await client.query('update services set daily_limit = $2 where id = $1', [service, w.dailyLimit]);
          const daysOff: DayOff[] = w.daysOff.map((off) => ({
            from: addDays(DAY0, off.from),
            to: addDays(DAY0, off.from + off.length),
            staffId: off.master === null ? null : masters[off.master]!,
          }));
          for (const off of daysOff) {
            await client.query('insert into time_off (user_id, staff_id, from_date, to_date) values ($1, $2, $3, $4)', [
              provider,
              off.staffId,
              off.from,
              off.to,
            ]);
          }
          // Each booking its own hour, so none overlaps another (that is the exclusion constraint's business).
          const bookings = w.bookings.map((b, i) => ({
            id: randomUUID(),
            staffId: masters[b.master]!,
            serviceId: b.otherService ? otherService : service,
            date: addDays(DAY0, b.day),
            status: b.status,
            start: new Date(Date.parse(`${addDays(DAY0, b.day)}T00:00:00Z`) + i * 3_600_000),
          }));
          for (const b of bookings) {
            await client.query(
              `insert into bookings (id, user_id, staff_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until,
                 name, phone, telegram_token, confirmation_number, status)
               values ($1, $2, $3, $4, $5, '09:00', $6, $6::timestamptz + interval '30 minutes', $6::timestamptz + interval '30 minutes',
                 'Mijoz', '+998901234567', $8, $8, $7)`,
              [b.id, provider, b.staffId, b.serviceId, b.date, b.start, b.status, b.id.slice(0, 8)],
            );
          }
          const date = addDays(DAY0, w.day);
          const booked = (staffId: string, leaveOut?: string) =>
            bookings.filter(
              (b) => b.staffId === staffId && b.serviceId === service && b.date === date && b.status !== 'cancelled' && b.id !== leaveOut,
            ).length;

          // A new booking: the candidates without a day off, then those under the cap, in the business's order.
          const candidates = w.candidates.map((i) => masters[i]!);
          const open = candidates.filter((id) => !isDayOff(date, id, daysOff));
          const kept = open.filter((id) => !dailyCapReached(w.dailyLimit, booked(id)));
          const expected = open.length === 0 ? 'day_off' : kept.length === 0 ? 'day_full' : kept;
          const admitted = await sqlAnswer<string[]>(client, 'select admit_booking_rules($1, $2::uuid[], $3::date, true) as answer', [
            service,
            candidates,
            date,
          ]);
          expect(admitted).toEqual(expected);

          // The slot list reads the same day through its own query and decides with the same TypeScript.
          const day = await serviceDayRow(client as unknown as Parameters<typeof serviceDayRow>[0], service, date);
          for (const master of day!.masters) {
            expect(isDayOff(date, master.id, day!.days_off)).toBe(isDayOff(date, master.id, daysOff));
            expect(dailyCapReached(day!.daily_limit, master.booked)).toBe(dailyCapReached(w.dailyLimit, booked(master.id)));
          }

          // A client's move of one of the bookings (or of a booking from elsewhere) to the first candidate.
          const moving = bookings.length > 0 ? bookings[w.moving % bookings.length]!.id : randomUUID();
          const target = candidates[0]!;
          const moveExpected = isDayOff(date, target, daysOff)
            ? 'day_off'
            : dailyCapReached(w.dailyLimit, booked(target, moving))
              ? 'day_full'
              : null;
          const moved = await sqlAnswer<null>(client, 'select null as answer from admit_booking_move($1, $2, $3, $4::date, true)', [
            moving,
            service,
            target,
            date,
          ]);
          expect(moved).toEqual(moveExpected);
          const capped = await sqlAnswer<boolean>(client, 'select qabul_daily_cap_reached($1, $2, $3::date, null) as answer', [
            service,
            target,
            date,
          ]);
          expect(capped).toBe(dailyCapReached(w.dailyLimit, booked(target)));
        } finally {
          await client.query('rollback');
          client.release();
        }
      }),
      { numRuns: 150 },
    );
  });
});
