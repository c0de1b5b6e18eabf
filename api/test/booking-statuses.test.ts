import type { BookingStatus as StoredStatus } from '@qabul/db';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../src/contracts/limits.ts';
import { words } from '../src/contracts/words.uz.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// The db package sits below the contracts and cannot import them: its type and the table's check are held to the list here.
describe('the booking-status list', () => {
  it('is what the bookings table accepts', async () => {
    const [row] = await sqlOf(app)<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition from pg_constraint c
        where c.conrelid = 'bookings'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%status%'`,
    );
    const allowed = [...(row?.definition ?? '').matchAll(/'(\w+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('is the entity’s type, and every status has its label', () => {
    expectTypeOf<StoredStatus>().toEqualTypeOf<BookingStatus>();
    expect(Object.keys(words.bookingStatus).sort()).toEqual([...BOOKING_STATUSES].sort());
  });
});
