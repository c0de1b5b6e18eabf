import { openOrm, type Orm } from '@qabul/db';
import { providerWithService } from '../../support/fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/** Where booking `i` (from 1) is told: its client's Telegram chat, its e-mail, or both. */
export type Recipient = (i: number) => { chat: number | null; email: string | null };

/**
 * `count` bookings of a fresh provider an hour apart from 3 days ahead, each with one client confirmation due
 * a minute ago, reaching `recipient(i)`; confirmation numbers are `<prefix>0000001`...
 */
export async function seedDueNotices(app: TestApp, count: number, prefix: string, recipient: Recipient): Promise<void> {
  const sql = (query: string, params: unknown[]) => app.qabul.database.orm.em.getConnection().execute(query, params, 'all');
  const { user, service } = await providerWithService(app);
  const people = Array.from({ length: count }, (_, i) => recipient(i + 1));
  await sql(
    `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, email,
       client_telegram_chat_id, telegram_token, confirmation_number)
     select ?, ?, (x.t at time zone 'Asia/Tashkent')::date, to_char(x.t at time zone 'Asia/Tashkent', 'HH24:MI'), x.t,
       x.t + interval '30 minutes', x.t + interval '30 minutes', 'Mijoz ' || p.i, '+998901234567', p.email, p.chat,
       ? || '-token-' || p.i, ? || lpad(p.i::text, 7, '0')
     from rows from (jsonb_to_recordset(?::jsonb) as (chat bigint, email text)) with ordinality as p(chat, email, i),
       lateral (select date_trunc('hour', now()) + interval '3 days' + p.i * interval '1 hour' as t) as x`,
    [user.id, service.id, prefix, prefix, JSON.stringify(people)],
  );
  await sql(
    `insert into reminder_schedules (booking_id, recipient_type, reminder_type, scheduled_time)
     select id, 'client', 'booking_created', now() - interval '1 minute' from bookings where user_id = ?`,
    [user.id],
  );
}

/** The confirmation number each message states (once per message, besides its links). */
export const confirmationNumbers = (texts: string[], prefix: string) =>
  texts.flatMap((text) => [...text.matchAll(new RegExp(`Tasdiqlash raqami: (?:<code>)?(${prefix}\\d{7})`, 'g'))].map((m) => m[1]));

/** The app without a dispatcher of its own, and a second connection pool on its database: two instances' worth. */
export async function startTwoInstances(): Promise<{ app: TestApp; secondInstance: Orm; close(): Promise<void> }> {
  const app = await startTestApp({ REMINDERS_DISABLED: '1', RATE_LIMIT_DISABLED: '1' });
  const secondInstance = await openOrm(app.qabul.database.url, 10);
  return {
    app,
    secondInstance,
    async close() {
      await secondInstance.close();
      await app.close();
    },
  };
}
