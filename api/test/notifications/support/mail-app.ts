import { freePort } from '@qabul/db';
import { BACKGROUND } from '../../../src/background.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { SmtpSink } from './smtp-sink.ts';

export interface MailTestApp {
  app: TestApp;
  smtp: SmtpSink;
  publicUrl: string;
  close(): Promise<void>;
}

/** The whole app without a Telegram bot: every notice goes by real SMTP to a server on loopback. */
export async function startMailApp(): Promise<MailTestApp> {
  const smtp = await new SmtpSink().start();
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const app = await startTestApp(
    {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Qabul <no-reply@qabul.test>',
      RATE_LIMIT_DISABLED: '1',
    },
    { background: BACKGROUND },
  );
  return {
    app,
    smtp,
    publicUrl,
    async close() {
      await app.close();
      await smtp.stop();
    },
  };
}
