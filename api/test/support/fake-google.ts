import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Google at its network edge, on loopback: the OAuth consent, token and revoke endpoints, userinfo, and the
 * Calendar events and freeBusy calls, under their real paths so the app's googleapis client only needs a
 * different root (GOOGLE_ROOT_URL). It checks what Google checks (PKCE, client secret, bearer tokens) and can
 * fail or hang a chosen call, for the retry tests.
 */
export interface FakeGoogleIdentity {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface FakeEvent {
  id: string;
  summary?: string;
  start: { dateTime: string };
  end: { dateTime: string };
  attendees?: Array<{ email: string }>;
  hangoutLink?: string;
  status: 'confirmed' | 'cancelled';
}

export interface GoogleCall {
  method: string;
  path: string;
  body: string;
}

interface Fault {
  match: (call: GoogleCall) => boolean;
  times: number;
  /** An HTTP status to answer with, or 'hang' to never answer. */
  answer: number | 'hang';
}

export const FAKE_CLIENT_ID = 'qabul-test.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'fake-google-secret';

export class FakeGoogle {
  readonly calls: GoogleCall[] = [];
  readonly events = new Map<string, FakeEvent>();
  readonly busy: Array<{ start: string; end: string }> = [];
  readonly revoked: string[] = [];
  /** Who approves the next consent (the auth page's form can change it). */
  identity: FakeGoogleIdentity = { email: 'provider@example.uz', email_verified: true, given_name: 'Malika', family_name: 'Rahimova' };
  private readonly codes = new Map<string, { challenge: string; redirectUri: string; identity: FakeGoogleIdentity }>();
  private readonly accessTokens = new Map<string, { identity: FakeGoogleIdentity; refreshToken: string }>();
  private readonly refreshTokens = new Map<string, FakeGoogleIdentity>();
  private readonly faults: Fault[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | null = null;
  url = '';

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `times` calls that match answer `answer` (a status, or never). */
  fail(match: (call: GoogleCall) => boolean, answer: number | 'hang', times = 1): void {
    this.faults.push({ match, answer, times });
  }

  /** Forgets the failures not yet used up. */
  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Every access token stops working, as after an hour: the app must use its refresh token. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  count(method: string, path: RegExp): number {
    return this.calls.filter((call) => call.method === method && path.test(call.path)).length;
  }

  /** Runs the consent as Google would after the user approved: straight back to the app with a code. */
  approve(authUrl: string, identity: FakeGoogleIdentity = this.identity): string {
    const url = new URL(authUrl);
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, {
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      identity,
    });
    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return back.toString();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const call: GoogleCall = { method: req.method ?? 'GET', path: url.pathname, body: Buffer.concat(chunks).toString() };
    this.calls.push(call);
    const fault = this.faults.find((f) => f.times > 0 && f.match(call));
    if (fault) {
      fault.times -= 1;
      if (fault.answer === 'hang') {
        this.hanging.add(res);
        return;
      }
      return this.json(res, fault.answer, { error: { code: fault.answer, message: 'fake failure' } });
    }
    try {
      await this.route(call, url, req, res);
    } catch (error) {
      this.json(res, 500, { error: { code: 500, message: String(error) } });
    }
  }

  private async route(call: GoogleCall, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { method, path } = call;
    if (method === 'GET' && path === '/o/oauth2/v2/auth') return this.consentPage(url, res);
    if (method === 'GET' && path === '/o/oauth2/v2/approve') {
      const identity = { ...this.identity, email: url.searchParams.get('email') || this.identity.email };
      res.writeHead(302, { location: this.approve(url.searchParams.get('auth')!, identity) }).end();
      return;
    }
    if (method === 'POST' && path === '/token') return this.token(call, res);
    if (path === '/revoke') {
      const token = url.searchParams.get('token') ?? new URLSearchParams(call.body).get('token') ?? '';
      this.revoked.push(token);
      this.refreshTokens.delete(token);
      return this.json(res, 200, {});
    }
    const who = this.bearer(req);
    if (!who) return this.json(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (method === 'GET' && path === '/oauth2/v3/userinfo') return this.json(res, 200, { sub: who.email, ...who });
    if (method === 'POST' && path === '/calendar/v3/freeBusy') {
      return this.json(res, 200, { calendars: { primary: { busy: this.busy } } });
    }
    const events = path.match(/^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/);
    if (events) return this.event(method, events[1] ? decodeURIComponent(events[1]) : null, call, res);
    this.json(res, 404, { error: { code: 404, message: `no fake for ${method} ${path}` } });
  }

  private consentPage(url: URL, res: ServerResponse): void {
    const form = `<!doctype html><meta charset="utf-8"><title>Google (fake)</title>
      <form action="/o/oauth2/v2/approve" method="get" style="font:16px sans-serif;max-width:360px;margin:48px auto">
        <h1>Sign in with Google (fake)</h1>
        <input type="hidden" name="auth" value="${escapeHtml(url.toString())}">
        <label>Google account <input name="email" type="email" value="${escapeHtml(this.identity.email)}"></label>
        <p><button type="submit">Allow</button></p>
      </form>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(form);
  }

  private token(call: GoogleCall, res: ServerResponse) {
    const form = new URLSearchParams(call.body);
    if (form.get('client_id') !== FAKE_CLIENT_ID || form.get('client_secret') !== FAKE_CLIENT_SECRET) {
      return this.json(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const pending = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri')) {
        return this.json(res, 400, { error: 'invalid_grant' });
      }
      const refreshToken = `1//refresh-${randomBytes(12).toString('hex')}`;
      this.refreshTokens.set(refreshToken, pending.identity);
      return this.json(res, 200, this.issue(pending.identity, refreshToken, true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const identity = this.refreshTokens.get(refreshToken);
      if (!identity) return this.json(res, 400, { error: 'invalid_grant' });
      return this.json(res, 200, this.issue(identity, refreshToken, false));
    }
    this.json(res, 400, { error: 'unsupported_grant_type' });
  }

  private issue(identity: FakeGoogleIdentity, refreshToken: string, withRefresh: boolean) {
    const accessToken = `ya29.${randomBytes(12).toString('hex')}`;
    this.accessTokens.set(accessToken, { identity, refreshToken });
    return {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile https://www.googleapis.com/auth/calendar.events',
      ...(withRefresh ? { refresh_token: refreshToken } : {}),
    };
  }

  private bearer(req: IncomingMessage): FakeGoogleIdentity | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return (token && this.accessTokens.get(token)?.identity) || null;
  }

  private event(method: string, id: string | null, call: GoogleCall, res: ServerResponse) {
    const body = call.body ? (JSON.parse(call.body) as Partial<FakeEvent> & { conferenceData?: unknown }) : {};
    if (method === 'POST' && !id) {
      const eventId = body.id ?? randomBytes(8).toString('hex');
      if (this.events.has(eventId))
        return this.json(res, 409, { error: { code: 409, message: 'The requested identifier already exists.' } });
      const event: FakeEvent = {
        id: eventId,
        summary: body.summary,
        start: body.start!,
        end: body.end!,
        attendees: body.attendees,
        status: 'confirmed',
        hangoutLink: body.conferenceData
          ? `https://meet.google.com/${eventId.slice(5, 8)}-${eventId.slice(8, 12)}-${eventId.slice(12, 15)}`
          : undefined,
      };
      this.events.set(eventId, event);
      return this.json(res, 200, event);
    }
    const event = id ? this.events.get(id) : undefined;
    if (!event || event.status === 'cancelled')
      return this.json(res, method === 'DELETE' && event ? 410 : 404, { error: { code: 404, message: 'Not Found' } });
    if (method === 'PATCH') {
      Object.assign(event, { summary: body.summary ?? event.summary, start: body.start ?? event.start, end: body.end ?? event.end });
      if (body.attendees) event.attendees = body.attendees;
      return this.json(res, 200, event);
    }
    if (method === 'DELETE') {
      event.status = 'cancelled';
      res.writeHead(204).end();
      return;
    }
    if (method === 'GET') return this.json(res, 200, event);
    this.json(res, 405, { error: { code: 405, message: 'Method not allowed' } });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Settings that point the app at this fake. */
export function googleEnv(fake: FakeGoogle): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    GOOGLE_ROOT_URL: fake.url,
    GOOGLE_TIMEOUT_MS: '1000',
    GOOGLE_JOB_INTERVAL_MS: '100',
  };
}
