import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseConfig, readDatabaseConfig } from '@qabul/db';
import { readGoogleConfig } from './features/google/google.config.ts';
import { z } from 'zod';
import { PaymentsEnv, paymentsConfig } from './features/payments/payments.config.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** `TRUST_PROXY`: how many reverse proxies of ours stand in front (true/1 = one). */
const proxyHops = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return 0;
    if (value === 'true') return 1;
    const hops = Number(value);
    if (Number.isInteger(hops) && hops > 0 && hops <= 10) return hops;
    context.addIssue({ code: 'custom', message: 'expected the number of reverse proxies in front of the app (1, 2, ...) or false' });
    return z.NEVER;
  });

/** The provider session's cookie and the admin panel's own one. */
export const SESSION_COOKIE = 'qabul.sid';
export const ADMIN_SESSION_COOKIE = 'qabul.admin.sid';

/** A start-up problem with one line that says what to do. */
export class ConfigError extends Error {}

const Env = PaymentsEnv.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SEED_DEMO: flag,
  RATE_LIMIT_DISABLED: flag,
  TRUST_PROXY: proxyHops,
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TELEGRAM_BOT_TOKEN: z.string().min(20).optional(),
  TELEGRAM_BOT_USERNAME: z.string().optional(),
  TELEGRAM_API_ROOT: z.string().url().optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().min(16).optional(),
  TELEGRAM_MODE: z.enum(['polling', 'webhook', 'off']).optional(),
  TELEGRAM_RETRY_MS: z.coerce.number().int().min(10).max(300_000).default(5_000),
  /** A Payme or Click token from BotFather: reserve fees are then paid with a Telegram invoice inside the Mini App. */
  TELEGRAM_PAYMENT_PROVIDER_TOKEN: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Qabul <no-reply@qabul.uz>'),
  REMINDERS_DISABLED: flag,
  /** `0` skips the check of every answer against its contract outside production (benchmarks measure without it). */
  ANSWER_CHECKS: z.enum(['0', '1']).optional(),
});

export type AppConfig = ReturnType<typeof readConfig>;

/** The one place that reads the API's environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = Env.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Setting ${issue.path.join('.')} is invalid: ${issue.message}`);
  }
  const parsed = result.data;
  let database: DatabaseConfig;
  try {
    database = readDatabaseConfig(env);
  } catch (error) {
    const issue = (error as z.ZodError).issues?.[0];
    throw new ConfigError(issue ? `Setting ${issue.path.join('.')} is invalid: ${issue.message}` : String(error));
  }
  const production = parsed.NODE_ENV === 'production';
  if (production) productionChecks(parsed, present);
  return {
    env: parsed.NODE_ENV,
    production,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ''),
    sessionKeys: [parsed.SESSION_SECRET ?? localSecret(database.dataDir)],
    /** Cookies that sign someone in; the cross-site request guard covers each of them. */
    sessionCookies: [SESSION_COOKIE, ADMIN_SESSION_COOKIE] as const,
    seedDemo: parsed.SEED_DEMO,
    rateLimitDisabled: parsed.RATE_LIMIT_DISABLED,
    /** Reverse proxies of ours in front: the client address is the one the nearest of them saw. */
    proxyHops: parsed.TRUST_PROXY,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    /** On SIGTERM: how long readiness answers 503 while the listener still accepts, before it closes. */
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
    /** Bearer token for GET /api/metrics; without it the endpoint does not exist. */
    metricsToken: parsed.METRICS_TOKEN,
    logLevel: parsed.LOG_LEVEL,
    database,
    telegram: {
      token: parsed.TELEGRAM_BOT_TOKEN,
      username: parsed.TELEGRAM_BOT_USERNAME,
      apiRoot: parsed.TELEGRAM_API_ROOT,
      webhookSecret: parsed.TELEGRAM_WEBHOOK_SECRET,
      mode: parsed.TELEGRAM_MODE ?? (production ? 'webhook' : 'polling'),
      /** First wait before asking Telegram again when it was unreachable at start; doubles up to 5 minutes. */
      retryMs: parsed.TELEGRAM_RETRY_MS,
      /** Secret: only ever sent to Telegram in createInvoiceLink. */
      paymentProviderToken: parsed.TELEGRAM_PAYMENT_PROVIDER_TOKEN,
    },
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      outboxDir: path.join(database.dataDir, 'mail'),
    },
    remindersEnabled: !parsed.REMINDERS_DISABLED,
    /** Development and tests parse every JSON answer with its contract's schema, so a drift fails; production does not. */
    checkAnswers: parsed.ANSWER_CHECKS ? parsed.ANSWER_CHECKS === '1' : !production,
    google: readGoogleConfig(present, parsed.PUBLIC_URL?.replace(/\/$/, '')),
    payments: paymentsConfig(parsed, production),
  };
}

/**
 * Production must not start half-configured: links in mail and Telegram would point at localhost, and the
 * Secure session cookie needs to know that HTTPS ends at a proxy in front (the app itself speaks plain HTTP).
 */
function productionChecks(parsed: z.infer<typeof Env>, present: Record<string, string | undefined>): void {
  // A stand-in for Google would receive the providers' Google codes and tokens: never in production.
  if (present.GOOGLE_ROOT_URL) {
    throw new ConfigError('GOOGLE_ROOT_URL points Google sign-in at a stand-in (tests, development): unset it in production.');
  }
  if (!parsed.SESSION_SECRET) throw new ConfigError('NODE_ENV=production needs SESSION_SECRET (32+ random characters).');
  if (!parsed.PUBLIC_URL) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_URL, the https:// address clients use (links in e-mails and Telegram are built from it).',
    );
  }
  // A trial on this machine (http://localhost) is fine: browsers keep Secure cookies for localhost.
  const local = ['localhost', '127.0.0.1'].includes(new URL(parsed.PUBLIC_URL).hostname);
  if (local) return;
  if (!parsed.PUBLIC_URL.startsWith('https://')) {
    throw new ConfigError(
      `NODE_ENV=production needs an https:// PUBLIC_URL (sessions use Secure cookies); got ${parsed.PUBLIC_URL}. For a plain-HTTP trial use http://localhost or run without NODE_ENV=production.`,
    );
  }
  if (!parsed.TRUST_PROXY) {
    throw new ConfigError(
      'NODE_ENV=production serves plain HTTP behind an HTTPS reverse proxy: set TRUST_PROXY to the number of proxies in front (usually 1), so client addresses and HTTPS are read from it.',
    );
  }
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
