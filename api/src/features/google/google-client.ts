import type { GoogleConfig } from './google.config.ts';

type GoogleApis = typeof import('googleapis');

let loading: Promise<GoogleApis> | null = null;

/** googleapis is large: it is loaded on the first Google call, never at start-up (idle memory is a budget). */
export function loadGoogle(): Promise<GoogleApis> {
  loading ??= import('googleapis');
  return loading;
}

/** An OAuth client whose every endpoint follows the configuration (GOOGLE_ROOT_URL in tests and development). */
export async function oauthClient(config: GoogleConfig, redirectUri?: string) {
  const { google } = await loadGoogle();
  return new google.auth.OAuth2({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri,
    // Token exchange, refresh and revoke give up like every other Google call.
    transporterOptions: { timeout: config.timeoutMs, retry: false },
    endpoints: {
      oauth2AuthBaseUrl: config.authBaseUrl,
      oauth2TokenUrl: config.tokenUrl,
      oauth2RevokeUrl: config.revokeUrl,
    },
  });
}

/** A client that acts for one provider, refreshing its access token from their stored refresh token. */
export async function providerClient(config: GoogleConfig, refreshToken: string) {
  const auth = await oauthClient(config);
  auth.setCredentials({ refresh_token: refreshToken });
  return auth;
}

/** Calendar v3 under the configured root, with the configured time limit on every call. */
export async function calendarFor(config: GoogleConfig, refreshToken: string) {
  const { google } = await loadGoogle();
  const auth = await providerClient(config, refreshToken);
  return google.calendar({ version: 'v3', auth, rootUrl: `${config.apiRoot}/`, timeout: config.timeoutMs, retry: false });
}

/** HTTP status of a failed Google call, when Google answered at all. */
export function googleStatus(error: unknown): number | null {
  const e = error as { status?: number; code?: number | string; response?: { status?: number } };
  const status = e.response?.status ?? e.status ?? (typeof e.code === 'number' ? e.code : undefined);
  return typeof status === 'number' ? status : null;
}
