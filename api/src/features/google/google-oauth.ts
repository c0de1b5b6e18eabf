import { randomBytes, timingSafeEqual } from 'node:crypto';
import { oauthClient } from './google-client.ts';
import type { GoogleConfig } from './google.config.ts';

/** What the user came to do: sign in (or register), or connect Google to the account they are signed in to. */
export type GoogleIntent = { kind: 'signin' } | { kind: 'connect'; userId: string };

/** Kept in the session between the redirect to Google and the callback; used once. */
export interface PendingGoogleAuth {
  state: string;
  verifier: string;
  intent: GoogleIntent;
  redirectUri: string;
  startedAt: number;
}

/** What Google vouches for after the callback. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  refreshToken: string | null;
}

export type GoogleAuthFailure = 'access_denied' | 'invalid_state' | 'exchange_failed' | 'email_not_verified' | 'account_conflict';

export class GoogleAuthError extends Error {
  constructor(readonly reason: GoogleAuthFailure) {
    super(reason);
  }
}

/** Sign-in asks for the calendar too, so a provider who signs in with Google is ready for Meet links at once. */
const SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
];

/** A consent started more than this long ago is stale: its state no longer opens anything. */
const PENDING_FOR_MS = 10 * 60_000;

/** Google's consent page for this user, with a fresh state and a PKCE (S256) challenge. */
export async function startGoogleAuth(
  config: GoogleConfig,
  redirectUri: string,
  intent: GoogleIntent,
  now = Date.now(),
): Promise<{ url: string; pending: PendingGoogleAuth }> {
  const client = await oauthClient(config, redirectUri);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const state = randomBytes(24).toString('base64url');
  const url = client.generateAuthUrl({
    access_type: 'offline',
    // Consent every time: Google gives a refresh token only on consent, and a reconnect must get a new one.
    prompt: 'consent',
    include_granted_scopes: true,
    scope: SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256' as never,
  });
  return { url, pending: { state, verifier: codeVerifier, intent, redirectUri, startedAt: now } };
}

function sameState(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks the callback against what the session kept, exchanges the code (with the verifier) and reads who it is. */
export async function finishGoogleAuth(
  config: GoogleConfig,
  pending: PendingGoogleAuth | undefined,
  query: { code?: string; state?: string; error?: string },
  now = Date.now(),
): Promise<GoogleIdentity> {
  if (query.error) throw new GoogleAuthError(query.error === 'access_denied' ? 'access_denied' : 'exchange_failed');
  if (!pending || !query.state || !query.code || !sameState(pending.state, query.state) || now - pending.startedAt > PENDING_FOR_MS) {
    throw new GoogleAuthError('invalid_state');
  }
  const client = await oauthClient(config, pending.redirectUri);
  try {
    const { tokens } = await client.getToken({ code: query.code, codeVerifier: pending.verifier, redirect_uri: pending.redirectUri });
    client.setCredentials(tokens);
    const { data } = await client.request<{ email?: string; email_verified?: boolean | string; given_name?: string; family_name?: string }>(
      {
        url: `${config.apiRoot}/oauth2/v3/userinfo`,
        timeout: config.timeoutMs,
      },
    );
    if (!data.email) throw new Error('userinfo without an e-mail');
    return {
      email: data.email.trim().toLowerCase(),
      emailVerified: data.email_verified === true || data.email_verified === 'true',
      givenName: data.given_name ?? null,
      familyName: data.family_name ?? null,
      refreshToken: tokens.refresh_token ?? null,
    };
  } catch (error) {
    if (error instanceof GoogleAuthError) throw error;
    throw new GoogleAuthError('exchange_failed');
  }
}

/** Tells Google to forget a refresh token; a Google that does not answer does not stop a disconnect. */
export async function revokeGoogleToken(config: GoogleConfig, refreshToken: string): Promise<boolean> {
  const client = await oauthClient(config);
  try {
    await client.revokeToken(refreshToken);
    return true;
  } catch {
    return false;
  }
}
