import type { Orm } from '@qabul/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDue } from '../../src/features/notifications/claims.queries.ts';
import { createDispatcher, type DispatcherOptions } from '../../src/features/notifications/dispatcher.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmationNumbers, seedDueNotices, startTwoInstances } from './support/due-notices.ts';
import { recordingChannels } from './support/recording-channels.ts';

// The app here runs without its own dispatcher, so each test drives dispatchers itself.
let app: TestApp;
let secondInstance: Orm;
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ app, secondInstance } = instances);
});
afterAll(() => instances.close());

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) =>
  app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');
const silent = { info() {}, warn() {}, error() {} };

function dispatcher(orm: Orm, channels: ReturnType<typeof recordingChannels>, options: Partial<DispatcherOptions> = {}) {
  return createDispatcher({
    orm,
    publicUrl: 'https://qabul.test',
    telegram: channels.telegram,
    mailer: channels.mailer,
    log: silent,
    ...options,
  });
}

/** Each test starts with nothing due, whatever earlier tests left. */
beforeEach(async () => {
  await sql(`update reminder_schedules set status = 'cancelled' where status = 'pending'`);
});

/** Odd bookings have a Telegram chat, even ones an e-mail. */
const seedDue = (count: number, prefix: string) =>
  seedDueNotices(app, count, prefix, (i) =>
    i % 2 === 1 ? { chat: 100000 + i, email: null } : { chat: null, email: `mijoz${i}@example.uz` },
  );

describe('notification dispatcher', () => {
  it('two dispatchers racing over 500 due notices send each exactly once', async () => {
    await seedDue(500, 'R');
    const channels = recordingChannels();
    const a = dispatcher(app.qabul.database.orm, channels);
    const b = dispatcher(secondInstance, channels);
    const started = performance.now();
    const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
    const elapsed = performance.now() - started;

    expect(byA.sent + byB.sent).toBe(500);
    expect(byA.sent).toBeGreaterThan(0);
    expect(byB.sent).toBeGreaterThan(0);
    const numbers = confirmationNumbers(
      channels.deliveries.map((d) => d.text),
      'R',
    );
    expect(numbers).toHaveLength(500);
    expect(new Set(numbers).size).toBe(500);
    expect(channels.deliveries.filter((d) => d.channel === 'telegram')).toHaveLength(250);
    const rows =
      await sql(`select r.status, r.attempts, r.channel, count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id
      where b.confirmation_number like 'R%' group by 1, 2, 3 order by 3`);
    expect(rows).toEqual([
      { status: 'sent', attempts: 1, channel: 'email', n: 250 },
      { status: 'sent', attempts: 1, channel: 'telegram', n: 250 },
    ]);
    console.info(`500 notices, 2 dispatchers: ${byA.sent}/${byB.sent} split, ${Math.round(elapsed)} ms`);
  });

  it('a notice claimed by a dispatcher that crashed is sent once by another after the claim expires', async () => {
    await seedDue(10, 'C');
    const t0 = new Date();
    const at = (seconds: number) => () => new Date(t0.getTime() + seconds * 1000);
    // The crashed worker: it claimed, then never sent or settled.
    const claimed = await claimDue(app.qabul.database.orm.em.fork(), { batchSize: 100, claimSeconds: 60, now: t0 });
    expect(claimed).toHaveLength(10);

    const channels = recordingChannels();
    expect(await dispatcher(secondInstance, channels, { clock: at(30), claimSeconds: 60 }).runOnce()).toMatchObject({ sent: 0 });
    expect(channels.deliveries).toHaveLength(0);

    const later = dispatcher(secondInstance, channels, { clock: at(61), claimSeconds: 60 });
    expect(await later.runOnce()).toMatchObject({ sent: 10 });
    expect(await later.runOnce()).toMatchObject({ sent: 0 });
    expect(
      new Set(
        confirmationNumbers(
          channels.deliveries.map((d) => d.text),
          'C',
        ),
      ).size,
    ).toBe(10);
    expect(channels.deliveries).toHaveLength(10);
    expect(
      await sql(
        `select distinct status, attempts from reminder_schedules where id in (${claimed.map(() => '?').join(',')})`,
        claimed.map((c) => c.id),
      ),
    ).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it("skips a cancelled booking's notices but sends its cancellation", async () => {
    const { service } = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '12:00', { email: 'skip@example.uz' }));
    await app.client().post(`/api/public/bookings/${booked.body.id}/cancel`, {
      email: 'skip@example.uz',
      phone: '+998 90 123 45 67',
      confirmationNumber: booked.body.confirmationNumber,
    });
    // A stale reminder that survived somehow (e.g. written by an old version) is still not sent.
    const [stale] = await sql<{ id: string }>(
      `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time) values (?, 'client', '1h', now() - interval '1 minute') returning id`,
      [booked.body.id],
    );
    const channels = recordingChannels();
    await dispatcher(app.qabul.database.orm, channels).runOnce();
    expect(await sql('select status, error_message from reminder_schedules where id = ?', [stale?.id])).toEqual([
      { status: 'cancelled', error_message: 'booking cancelled' },
    ]);
    const rows = await sql(
      `select recipient_type, reminder_type, status from reminder_schedules where booking_id = ? and reminder_type like 'booking_%' order by 1, 2`,
      [booked.body.id],
    );
    expect(rows).toEqual([
      { recipient_type: 'client', reminder_type: 'booking_cancelled', status: 'sent' },
      { recipient_type: 'client', reminder_type: 'booking_created', status: 'cancelled' },
      { recipient_type: 'provider', reminder_type: 'booking_cancelled', status: 'sent' },
      { recipient_type: 'provider', reminder_type: 'booking_created', status: 'cancelled' },
    ]);
    expect(channels.deliveries.map((d) => d.text.split('\n')[2])).toEqual([
      'Uchrashuvingiz bekor qilindi',
      'Mijoz uchrashuvni bekor qildi',
    ]);
  });

  it('retries a failed send later and gives up after the last attempt', async () => {
    const { service } = await providerWithService(app);
    const booked = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '13:00', { email: 'retry@example.uz' }));
    const channels = recordingChannels();
    channels.failMail('retry@example.uz', 1);
    const t0 = new Date();
    const at = (seconds: number) => () => new Date(t0.getTime() + seconds * 1000);
    const clientRow = () =>
      sql(
        `select status, attempts, error_message from reminder_schedules where booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_created'`,
        [booked.body.id],
      );

    await dispatcher(app.qabul.database.orm, channels, { clock: at(0) }).runOnce();
    expect(await clientRow()).toEqual([{ status: 'pending', attempts: 1, error_message: 'email: 451 temporary failure' }]);
    await dispatcher(app.qabul.database.orm, channels, { clock: at(30) }).runOnce();
    expect((await clientRow())[0]?.attempts).toBe(1);
    await dispatcher(app.qabul.database.orm, channels, { clock: at(61) }).runOnce();
    expect(await clientRow()).toEqual([{ status: 'sent', attempts: 2, error_message: null }]);

    const hopeless = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '15:00', { email: 'never@example.uz' }));
    channels.failMail('never@example.uz', 99);
    const t1 = new Date();
    const after = (seconds: number) => () => new Date(t1.getTime() + seconds * 1000);
    await dispatcher(app.qabul.database.orm, channels, { clock: after(0), maxAttempts: 2 }).runOnce();
    await dispatcher(app.qabul.database.orm, channels, { clock: after(3600), maxAttempts: 2 }).runOnce();
    expect(
      await sql(
        `select status, attempts from reminder_schedules where booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_created'`,
        [hopeless.body.id],
      ),
    ).toEqual([{ status: 'failed', attempts: 2 }]);
  });

  it('falls back to e-mail when the chat blocked the bot; without any channel the notice fails at once', async () => {
    const { service } = await providerWithService(app);
    const withMail = await app
      .client()
      .post('/api/public/bookings', bookingBody(service.id, daysAhead(5), '10:00', { email: 'fallback@example.uz' }));
    const withoutMail = await app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(5), '11:00', { email: null }));
    await sql('update bookings set client_telegram_chat_id = 424242 where id in (?, ?)', [withMail.body.id, withoutMail.body.id]);
    const channels = recordingChannels();
    channels.block(424242);
    await dispatcher(app.qabul.database.orm, channels).runOnce();
    const rows = await sql(
      `select b.email, r.status, r.channel, r.error_message from reminder_schedules r join bookings b on b.id = r.booking_id
       where r.booking_id in (?, ?) and r.recipient_type = 'client' and r.reminder_type = 'booking_created' order by b.email nulls last`,
      [withMail.body.id, withoutMail.body.id],
    );
    expect(rows).toEqual([
      { email: 'fallback@example.uz', status: 'sent', channel: 'email', error_message: null },
      { email: null, status: 'failed', channel: null, error_message: 'no channel: no reachable Telegram chat and no e-mail' },
    ]);
  });

  it("writes each reader's time: the client's own zone, the provider's for the provider", async () => {
    const { service } = await providerWithService(app);
    const booked = await app
      .client()
      .post(
        '/api/public/bookings',
        bookingBody(service.id, daysAhead(6), '10:00', { email: 'moskva@example.uz', clientTimezone: 'Europe/Moscow' }),
      );
    const channels = recordingChannels();
    await dispatcher(app.qabul.database.orm, channels).runOnce();
    const toClient = channels.deliveries.find((d) => d.to === 'moskva@example.uz');
    const toProvider = channels.deliveries.find(
      (d) => d.text.includes('Yangi uchrashuv') && d.text.includes(booked.body.confirmationNumber),
    );
    expect(toClient?.text).toContain('Vaqt: 08:00 (Moskva vaqti)');
    expect(toProvider?.text).toContain('Vaqt: 10:00\n');
  });

  it('a wake-up after a quiet spell runs at once; one inside the pass interval waits for the next pass, and stop does not wait for it', async () => {
    await seedDue(1, 'W');
    const channels = recordingChannels();
    const d = dispatcher(app.qabul.database.orm, channels, { passIntervalMs: 3_600_000 });
    await d.kick();
    expect(
      confirmationNumbers(
        channels.deliveries.map((x) => x.text),
        'W',
      ),
    ).toEqual(['W0000001']);

    await seedDue(1, 'V');
    const second = d.kick();
    // The first pass has just begun the hour: this wake-up is held for the next pass, not sent now.
    await d.stop();
    await second;
    expect(
      confirmationNumbers(
        channels.deliveries.map((x) => x.text),
        'V',
      ),
    ).toEqual([]);
    const [pending] = await sql<{ n: number }>(
      `select count(*)::int as n from reminder_schedules r join bookings b on b.id = r.booking_id
       where b.confirmation_number = 'V0000001' and r.status = 'pending' and r.attempts = 0`,
    );
    expect(pending?.n).toBe(1);
  });
});
