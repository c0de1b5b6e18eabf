import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/features/notifications/mailer.ts';
import { planEndingHandler } from '../../src/features/payments/plan-ending-notice.ts';
import { decodeHeader, mailHeaders, mimeBody } from '../notifications/support/mime.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { NOTICE_DAY } from '../support/notice-day.ts';

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

const textOf = (raw: string) => mimeBody(raw, 'text/plain');

describe("a plan's ending warning in the provider's own language", () => {
  it.each([
    [
      'ru',
      new RegExp(`^Qabul: подписка Asosiy заканчивается ${NOTICE_DAY}$`),
      'Ваша подписка Asosiy заканчивается сегодня',
      'Продлить подписку: ',
    ],
    ['uz-Cyrl', new RegExp(`^Qabul: Asosiy обунангиз ${NOTICE_DAY} куни тугайди$`), 'Asosiy обунангиз бугун', 'Обунани узайтириш: '],
    ['uz', new RegExp(`^Qabul: Asosiy obunangiz ${NOTICE_DAY} kuni tugaydi$`), 'Asosiy obunangiz bugun', 'Obunani uzaytirish: '],
  ])('%s', async (language, subject, warning, renew) => {
    const pool = app.qabul.deps.pool;
    const email = `plan${randomUUID().slice(0, 8)}@example.uz`;
    const registered = await app.client().post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' });
    await pool.query('update users set language = $1 where id = $2', [language, registered.body.id]);
    const end = new Date(Date.now() + 3_600_000);
    const [subscription] = await pool
      .query<{ id: number }>(
        `insert into user_subscriptions (user_id, plan_id, status, end_date)
         select $1, id, 'active', $2 from subscription_plans where code = 'asosiy' returning id`,
        [registered.body.id, end],
      )
      .then((r) => r.rows);
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Qabul <no-reply@qabul.test>', outboxDir: '/nonexistent' });
    try {
      const warn = planEndingHandler(pool, { mailer, telegram: null, publicUrl: 'https://qabul.test' });
      const payload = { subscriptionId: subscription!.id, endDate: end.toISOString(), stage: 'today' };
      await warn({ id: '1', kind: 'plan_ending_notice', key: 'k', attempts: 0, payload }, new Date());
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(decodeHeader(mailHeaders(mail.raw).subject ?? '')).toMatch(subject);
      expect(textOf(mail.raw)).toContain(warning);
      expect(textOf(mail.raw)).toContain(renew);
    } finally {
      mailer.close();
    }
  });
});
