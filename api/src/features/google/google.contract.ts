import { z } from 'zod';
import { endpoint, redirect } from '../../contracts/endpoint.ts';
import { CalendarSync } from './google.schema.ts';

/** Google sign-in, connecting a provider's calendar, and the developer test call (DECISIONS.md, "Google"). */
const Text = z.string().optional().catch(undefined);

export const startGoogleAuth = endpoint({
  method: 'GET',
  path: '/api/auth/google',
  response: redirect("Google's consent page (signed in: connects Google to this account); without Google, the error page"),
});

export const finishGoogleAuth = endpoint({
  method: 'GET',
  path: '/api/auth/google/callback',
  query: z.object({ code: Text, state: Text, error: Text }),
  response: redirect('into the app, or /google-auth-error?error=<reason>'),
});

export const GoogleDisconnectedResponse = z.strictObject({ googleConnected: z.literal(false) });

export const disconnectGoogle = endpoint({
  method: 'POST',
  path: '/api/auth/google/disconnect',
  response: GoogleDisconnectedResponse,
  summary: 'forgotten here and the token revoked at Google',
});

export const CalendarSyncResponse = z.strictObject({ googleCalendarSync: z.boolean() });

export const setGoogleCalendarSync = endpoint({
  method: 'PUT',
  path: '/api/user/google-calendar-sync',
  body: CalendarSync,
  response: CalendarSyncResponse,
  summary: 'busy times from Google Calendar count as taken',
});

export const GoogleAuthTestResponse = z.strictObject({ authUrl: z.string().nullable(), message: z.string().optional() });

export const testGoogleAuth = endpoint({
  method: 'GET',
  path: '/api/auth/google/test',
  query: z.object({ userId: Text }),
  response: GoogleAuthTestResponse,
  summary: 'the consent URL that would connect a user (platform admins may ask for anyone)',
});
