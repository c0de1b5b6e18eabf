import { freePort } from '@qabul/db';
import { BACKGROUND } from '../../../src/background.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { SmtpSink } from '../../notifications/support/smtp-sink.ts';
import { FakeTelegram } from './fake-telegram.ts';

export const BOT_TOKEN = '123456789:TEST-token-qabul-bot-abcdef';
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export interface TelegramTestApp {
  app: TestApp;
  fake: FakeTelegram;
  publicUrl: string;
  /** Delivers an update the way Telegram does: POST to the webhook with the secret header. */
  deliver(update: unknown, secret?: string | null): Promise<Response>;
  sql<T = Record<string, any>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The whole app (extensions included) in webhook mode against a fake Bot API on loopback. PUBLIC_URL is
 * the app's own address so links point back at it and the same-origin guard accepts the test clients.
 */
export async function startTelegramApp(
  env: Record<string, string> = {},
  /** Prepares the fake Bot API before the app first calls it (faults at start-up). */
  beforeStart: (fake: FakeTelegram) => void = () => {},
): Promise<TelegramTestApp> {
  const fake = await new FakeTelegram().start();
  beforeStart(fake);
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const app = await startTestApp(
    {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      RATE_LIMIT_DISABLED: '1',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'qabul_test_bot',
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_MODE: 'webhook',
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
    { background: BACKGROUND },
  );
  return {
    app,
    fake,
    publicUrl,
    deliver: (update, secret = WEBHOOK_SECRET) =>
      fetch(`${app.url}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
        body: JSON.stringify(update),
      }),
    sql: (query, params = []) => app.qabul.database.orm.em.getConnection().execute(query, params, 'all'),
    async close() {
      await app.close();
      await fake.stop();
    },
  };
}

/** The same app with a real SMTP server on loopback taking its e-mails (invitations, notices); `close` stops both. */
export async function startTelegramAppWithMail(): Promise<TelegramTestApp & { smtp: SmtpSink }> {
  const smtp = await new SmtpSink().start();
  const t = await startTelegramApp({ SMTP_URL: smtp.url });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.stop();
    },
  };
}
