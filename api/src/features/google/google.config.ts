import { z } from 'zod';

/** Google sign-in and Meet settings (DECISIONS.md, "Google sign-in and Google Meet"). */
const GoogleEnv = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_REDIRECT_URL: z.string().url().optional(),
  /** Tests and local development only: one root standing in for accounts.google.com, oauth2 and www.googleapis.com. */
  GOOGLE_ROOT_URL: z.string().url().optional(),
  /** Every Google call gives up after this long; the job that made it tries again later. */
  GOOGLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often the Google jobs (Meet events, busy times) are looked for, besides right after a booking write. */
  GOOGLE_JOB_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
});

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** null: `<this request's origin>/api/auth/google/callback`. */
  redirectUrl: string | null;
  authBaseUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiRoot: string;
  timeoutMs: number;
  jobIntervalMs: number;
}

/** null when Google is not configured here: the Google calls then say so, as before. */
export function readGoogleConfig(env: Record<string, string | undefined>, publicUrl: string | undefined): GoogleConfig | null {
  const parsed = GoogleEnv.parse(env);
  if (!parsed.GOOGLE_CLIENT_ID || !parsed.GOOGLE_CLIENT_SECRET) return null;
  const root = parsed.GOOGLE_ROOT_URL?.replace(/\/$/, '');
  return {
    clientId: parsed.GOOGLE_CLIENT_ID,
    clientSecret: parsed.GOOGLE_CLIENT_SECRET,
    redirectUrl: parsed.GOOGLE_REDIRECT_URL ?? (publicUrl ? `${publicUrl}/api/auth/google/callback` : null),
    authBaseUrl: `${root ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
    tokenUrl: `${root ?? 'https://oauth2.googleapis.com'}/token`,
    revokeUrl: `${root ?? 'https://oauth2.googleapis.com'}/revoke`,
    apiRoot: root ?? 'https://www.googleapis.com',
    timeoutMs: parsed.GOOGLE_TIMEOUT_MS,
    jobIntervalMs: parsed.GOOGLE_JOB_INTERVAL_MS,
  };
}
