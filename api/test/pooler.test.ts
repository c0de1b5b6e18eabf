import { createTestDatabase } from '@qabul/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKGROUND } from '../src/background.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { eventually, isOffered } from './support/offered.ts';
import { PgBouncer } from './support/pgbouncer.ts';
import { startInstance, type TestApp } from './support/test-app.ts';

// Scale-out as the compose file deploys it: three instances whose queries go through PgBouncer in transaction
// mode (few server connections, shared by all of them), and whose LISTEN and session locks go straight to
// PostgreSQL (DATABASE_DIRECT_URL). Each instance runs its reminder dispatcher, mailing a real SMTP server.
let database: { url: string; drop(): Promise<void> };
let pooler: PgBouncer;
let smtp: SmtpSink;
let instances: TestApp[] = [];
/** The test's own look at PostgreSQL, past the pooler. */
let direct: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
  pooler = await new PgBouncer(inject('pgServerUrl')).start();
  smtp = await new SmtpSink().start();
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await direct?.end();
  await pooler?.stop();
  await smtp?.stop();
  await database?.drop();
});

describe('three instances through PgBouncer in transaction mode', () => {
  // The instances the other tests use.
  it('three instances started together all come up, taking turns on the migration lock', async () => {
    instances = await Promise.all(
      [0, 1, 2].map(() =>
        startInstance(
          pooler.urlFor(database.url),
          { DATABASE_DIRECT_URL: database.url, DB_POOL_MAX: '10', SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: '1' },
          BACKGROUND,
        ),
      ),
    );
    for (const instance of instances) expect((await instance.client().get('/api/health/ready')).status).toBe(200);
    // The lock was a session's: taken through the pooler it would outlive its client on a pooled server
    // connection, and an instance starting later could wait for it forever.
    const { rows } = await direct.query(
      `select count(*)::int as held from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and d.datname = current_database()`,
    );
    expect(rows).toEqual([{ held: 0 }]);
  });

  it('many concurrent bookings of one slot across the instances: exactly one is taken, the rest hear slot_taken', async () => {
    const { service } = await providerWithService(instances[0]!);
    const date = daysAhead(4);
    const attempts = Array.from({ length: 36 }, (_, i) =>
      instances[i % 3]!.client().post(
        '/api/public/bookings',
        bookingBody(service.id, date, '10:00', { phone: `+99890${String(1_000_000 + i).slice(-7)}`, email: `m${i}@example.uz` }),
      ),
    );
    const answers = await Promise.all(attempts);
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    expect(statuses).toEqual({ 201: 1, 409: 35 });
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'slot_taken')).toBe(true);
    // The bookings' repeated statements (named prepared statements on a direct connection) kept working.
    expect((await instances[2]!.client().post('/api/public/bookings', bookingBody(service.id, date, '11:00'))).status).toBe(201);
  });

  it("a booking on one instance drops the other instances' cached slot lists", async () => {
    const { service } = await providerWithService(instances[0]!);
    const date = daysAhead(5);
    for (const instance of instances) await instance.qabul.flushChanges();
    // Both other instances hold the day in their cache, showing 10:00 free.
    for (const other of instances.slice(1)) {
      const cached = () => other.qabul.deps.cache.get(`day|${service.id}|${date}`) !== undefined;
      expect(await eventually(async () => (await isOffered(other.url, service.id, date, '10:00')) && cached(), true)).toBe(true);
    }

    const booked = await instances[0]!.client().post('/api/public/bookings', bookingBody(service.id, date, '10:00'));
    expect(booked.status).toBe(201);
    await instances[0]!.qabul.flushChanges();
    for (const other of instances.slice(1)) {
      expect(await eventually(() => isOffered(other.url, service.id, date, '10:00'), false)).toBe(false);
    }
  });

  it('an instance pointed at the pooler without DATABASE_DIRECT_URL refuses to start, naming the setting', async () => {
    await expect(startInstance(pooler.urlFor(database.url), { RATE_LIMIT_DISABLED: '1' }, BACKGROUND)).rejects.toThrow(
      /DATABASE_DIRECT_URL/,
    );
  });

  // Last: it stops the instances to be sure no dispatcher still has a message on its way.
  it('due reminders with a dispatcher in every instance are each mailed exactly once', async () => {
    const count = 90;
    const { user, service } = await providerWithService(instances[0]!);
    await direct.query(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, email,
         telegram_token, confirmation_number)
       select $1, $2, (x.t at time zone 'Asia/Tashkent')::date, to_char(x.t at time zone 'Asia/Tashkent', 'HH24:MI'), x.t,
         x.t + interval '30 minutes', x.t + interval '30 minutes', 'Mijoz ' || i, '+998901234567',
         'eslatma' || i || '@example.uz', 'P-token-' || i, 'P' || lpad(i::text, 7, '0')
       from generate_series(1, $3::int) as i,
         lateral (select date_trunc('hour', now()) + interval '3 days' + i * interval '1 hour' as t) as x`,
      [user.id, service.id, count],
    );
    await direct.query(
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time)
       select id, 'client', 'booking_created', now() - interval '1 minute' from bookings where user_id = $1`,
      [user.id],
    );
    const recipients = Array.from({ length: count }, (_, i) => `eslatma${i + 1}@example.uz`);
    for (const instance of instances) instance.qabul.deps.notify();
    await Promise.all(recipients.map((to) => smtp.waitFor((mail) => mail.to.includes(to), 30_000)));
    // Every dispatcher finishes what it holds before its instance stops: a second copy would have arrived by now.
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];

    const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;
    expect(recipients.filter((to) => mailsTo(to) !== 1)).toEqual([]);
    const { rows } = await direct.query(
      `select r.status, count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id
       where b.user_id = $1 group by r.status`,
      [user.id],
    );
    expect(rows).toEqual([{ status: 'sent', n: count }]);
  });
});
