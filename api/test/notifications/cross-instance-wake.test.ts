import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../../src/background.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { SmtpSink } from './support/smtp-sink.ts';

// Two instances of the whole app on one database. Instance A sends no notices (REMINDERS_DISABLED), so every notice
// planned there is B's to send; B looks at its notices only once a minute unless woken.
let smtp: SmtpSink;
let a: TestApp & { databaseUrl: string };
let b: TestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'Qabul <no-reply@qabul.test>', RATE_LIMIT_DISABLED: '1' };
  a = await startTestApp({ ...mail, REMINDERS_DISABLED: '1' }, { background: BACKGROUND });
  b = await startInstance(a.databaseUrl, mail, BACKGROUND);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp?.stop();
});

const listeners = async () => {
  const { rows } = await a.qabul.deps.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where query ilike 'listen qabul_work_planned%' and datname = current_database()`,
  );
  return rows[0]!.n;
};

describe('notices across instances', () => {
  it('a booking taken on instance A is mailed by instance B at once, not at its next minute', { timeout: 60_000 }, async () => {
    const started = Date.now();
    while ((await listeners()) < 2) {
      if (Date.now() - started > 20_000) throw new Error('the instances never listened for planned work');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { service } = await providerWithService(a);
    const email = `cross${Date.now()}@example.uz`;
    const bookedAt = Date.now();
    const booked = await a.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '12:00', { email }));
    expect(booked.status).toBe(201);
    // B's poll is a minute away: only the wake-up A announced after its commit can bring the mail this soon.
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.raw.includes(booked.body.confirmationNumber), 5_000);
    expect(Date.now() - bookedAt).toBeLessThan(5_000);
    expect(mail.to).toContain(email);
  });
});
