import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseConfig, readDatabaseConfig } from '@qabul/db';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SEED_DEMO: flag,
  RATE_LIMIT_DISABLED: flag,
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TELEGRAM_BOT_TOKEN: z.string().min(20).optional(),
  TELEGRAM_BOT_USERNAME: z.string().optional(),
  TELEGRAM_API_ROOT: z.string().url().optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().min(16).optional(),
  TELEGRAM_MODE: z.enum(['polling', 'webhook', 'off']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Qabul <no-reply@qabul.uz>'),
  REMINDERS_DISABLED: flag,
});

export type AppConfig = ReturnType<typeof readConfig>;

/** The one place that reads the API's environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  const database: DatabaseConfig = readDatabaseConfig(env);
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.SESSION_SECRET) throw new Error('SESSION_SECRET is required in production (32+ characters)');
  return {
    env: parsed.NODE_ENV,
    production,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ''),
    sessionKeys: [parsed.SESSION_SECRET ?? localSecret(database.dataDir)],
    seedDemo: parsed.SEED_DEMO,
    rateLimitDisabled: parsed.RATE_LIMIT_DISABLED,
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    database,
    telegram: {
      token: parsed.TELEGRAM_BOT_TOKEN,
      username: parsed.TELEGRAM_BOT_USERNAME,
      apiRoot: parsed.TELEGRAM_API_ROOT,
      webhookSecret: parsed.TELEGRAM_WEBHOOK_SECRET,
      mode: parsed.TELEGRAM_MODE ?? (production ? 'webhook' : 'polling'),
    },
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      outboxDir: path.join(database.dataDir, 'mail'),
    },
    remindersEnabled: !parsed.REMINDERS_DISABLED,
  };
}

/** Outside production a signing secret is made once and kept in DATA_DIR, so restarts keep sessions. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
