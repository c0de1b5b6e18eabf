import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BACKGROUND } from '../../api/src/background.ts';
import { type RunningQabul, startQabul } from '../../api/src/server.ts';
import { FakeTelegram } from '../../api/test/telegram/support/fake-telegram.ts';
import { ensureBuilds } from './builds.ts';
import { BOT_TOKEN, BOT_USERNAME } from './test-bot.ts';

export { BOT_TOKEN, BOT_USERNAME };

export interface E2eApp {
  /** Base URL the browser uses. */
  url: string;
  qabul: RunningQabul;
  /** The Bot API the app talks to: a recorder on loopback, so nothing leaves the machine. */
  telegram: FakeTelegram;
  /** Where the app writes the e-mails it would send (no SMTP_URL). */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The whole product as it runs in production, in this process: api + built web/ and miniapp/ + bot +
 * reminder dispatcher, on an embedded PostgreSQL in a fresh DATA_DIR (so every test file starts from an
 * empty database plus the demo provider `demo` / demo@qabul.uz / demo12345).
 */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  ensureBuilds();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-e2e-'));
  const telegram = await new FakeTelegram().start();
  let qabul: RunningQabul;
  try {
    qabul = await startQabul(
      {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // NODE_ENV=test alone would still seed on the embedded database; say it, so it survives a change there.
        SEED_DEMO: '1',
        LOG_LEVEL: 'silent',
        // Every visitor here is 127.0.0.1; the per-IP limits would turn a long walk into 429s.
        RATE_LIMIT_DISABLED: '1',
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_BOT_USERNAME: BOT_USERNAME,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        // Send only: no polling loop against the fake server.
        TELEGRAM_MODE: 'off',
        ...env,
      },
      { background: BACKGROUND },
    );
  } catch (error) {
    await telegram.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    // The server listens on 127.0.0.1 only; `localhost` could send Chromium to ::1 first.
    url: `http://127.0.0.1:${qabul.port}`,
    qabul,
    telegram,
    outboxDir: qabul.config.mail.outboxDir,
    async close() {
      await qabul.close();
      await telegram.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
