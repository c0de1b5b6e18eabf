import { randomUUID } from 'node:crypto';
import { escapeHtml } from '@qabul/bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/features/notifications/mailer.ts';
import { planEndingHandler } from '../src/features/payments/plan-ending-notice.ts';
import { decodeHeader, mailHeaders, mimeBody } from './notifications/support/mime.ts';
import { SmtpSink } from './notifications/support/smtp-sink.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { NOTICE_DAY } from './support/notice-day.ts';

let app: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await new SmtpSink().start();
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

describe("a plan's name in its ending warning", () => {
  it("is written as it is, $& $' $` included, in the subject, the text and the HTML", async () => {
    const pool = app.qabul.deps.pool;
    const name = `Pro $& $' $\` <${randomUUID().slice(0, 6)}>`;
    const email = `plan${randomUUID().slice(0, 8)}@example.uz`;
    const registered = await app.client().post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' });
    expect(registered.status).toBe(201);
    const end = new Date(Date.now() + 3 * 86_400_000);
    const [subscription] = await pool
      .query<{ id: number }>(
        `with plan as (insert into subscription_plans (name, price, duration_days) values ($1, 5000000, 30) returning id)
         insert into user_subscriptions (user_id, plan_id, status, end_date) select $2, plan.id, 'active', $3 from plan returning id`,
        [name, registered.body.id, end],
      )
      .then((r) => r.rows);
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Qabul <no-reply@qabul.test>', outboxDir: '/nonexistent' });
    try {
      const warn = planEndingHandler(pool, { mailer, telegram: null, publicUrl: 'https://qabul.test' });
      await warn(
        {
          id: '1',
          kind: 'plan_ending_notice',
          key: 'k',
          attempts: 0,
          payload: { subscriptionId: subscription!.id, endDate: end.toISOString(), stage: '3d' },
        },
        new Date(),
      );
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(decodeHeader(mailHeaders(mail.raw).subject ?? '')).toMatch(
        new RegExp(`^Qabul: ${escapeRegex(name)} obunangiz ${NOTICE_DAY} kuni tugaydi$`),
      );
      expect(mimeBody(mail.raw, 'text/plain')).toMatch(new RegExp(`^${escapeRegex(name)} obunangiz 3 kundan keyin`));
      expect(mimeBody(mail.raw, 'text/html')).toContain(`>${escapeHtml(name)} obunangiz 3 kundan keyin`);
    } finally {
      mailer.close();
    }
  });
});

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);
}
