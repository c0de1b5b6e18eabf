import type { EntityManager } from '@mikro-orm/postgresql';
import { type User, UserSchema } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { recordActivity } from '../activity/index.ts';
import { deriveUsername, findUserByEmail, isEmailProven, takeOverUnprovenAccount } from '../auth/index.ts';
import type { GoogleConfig } from './google.config.ts';
import { GoogleAuthError, type GoogleIdentity, revokeGoogleToken } from './google-oauth.ts';
import { forgetBusyTimes } from './google-meet.queries.ts';

/** Refresh tokens at rest: sealed with a key of their own derived from the app's secret; never sent anywhere. */
export function googleTokenBox(appSecret: string) {
  return secretBox(appSecret, 'google-refresh-token');
}
export type GoogleTokenBox = ReturnType<typeof googleTokenBox>;

function keepToken(user: User, identity: GoogleIdentity, box: GoogleTokenBox): void {
  if (!identity.refreshToken) return;
  user.googleRefreshToken = box.seal(identity.refreshToken);
  user.googleConnected = true;
  user.googleEmail = identity.email;
}

/** The account's Google connection as if never made (the token is not revoked here). */
function forgetGoogle(user: User): void {
  user.googleRefreshToken = null;
  user.googleConnected = false;
  user.googleEmail = null;
  user.googleCalendarSync = false;
}

/**
 * Signs in the user whose e-mail Google has verified (exact, like password login), or registers one. The consent
 * included the calendar, so the account comes out connected for Meet links as well. An account whose e-mail was
 * never proven is not merged into silently: Google's word makes it the Google user's alone (takeOverUnprovenAccount),
 * and whatever Google or calendar the earlier holder had connected goes with it.
 */
export async function signInWithGoogle(
  em: EntityManager,
  identity: GoogleIdentity,
  box: GoogleTokenBox,
  actor: Actor,
  now = new Date(),
): Promise<{ user: User; registered: boolean; takenOver: boolean }> {
  if (!identity.emailVerified) throw new GoogleAuthError('email_not_verified');
  return em.transactional(async (tx) => {
    let user = await findUserByEmail(tx, identity.email);
    const registered = !user;
    const takenOver = user !== null && !isEmailProven(user);
    if (!user) {
      user = tx.create(UserSchema, {
        email: identity.email,
        username: await deriveUsername(tx, identity.email),
        // No password: this account signs in with Google until its owner sets one.
        password: null,
        firstName: identity.givenName,
        lastName: identity.familyName,
        emailVerifiedAt: now,
      });
    } else if (takenOver) {
      forgetGoogle(user);
      await takeOverUnprovenAccount(tx, user, now);
      await forgetBusyTimes(tx, user.id);
    }
    keepToken(user, identity, box);
    await tx.flush();
    const action = registered ? 'registered' : takenOver ? 'account_taken_over' : 'google_signed_in';
    await recordActivity(tx, { ...actor, userId: user.id }, action, 'user', user.id, { via: 'google' });
    return { user, registered, takenOver };
  });
}

/** Connects the signed-in provider's Google account (any verified Google e-mail; it need not be their login e-mail). */
export async function connectGoogle(em: EntityManager, userId: string, identity: GoogleIdentity, box: GoogleTokenBox, actor: Actor) {
  if (!identity.emailVerified) throw new GoogleAuthError('email_not_verified');
  if (!identity.refreshToken) throw new GoogleAuthError('exchange_failed');
  const user = await em.findOneOrFail(UserSchema, { id: userId });
  keepToken(user, identity, box);
  // The signed-in owner showed Google controls the account's own address: that proves it as the link would.
  if (identity.email === user.email?.toLowerCase()) user.emailVerifiedAt ??= new Date();
  await em.flush();
  await recordActivity(em, { ...actor, userId }, 'google_connected', 'user', userId, { googleEmail: identity.email });
  return user;
}

/** Forgets the provider's Google account here and asks Google to revoke the token; busy times go with it. */
export async function disconnectGoogle(em: EntityManager, user: User, config: GoogleConfig | null, box: GoogleTokenBox, actor: Actor) {
  const sealed = user.googleRefreshToken;
  forgetGoogle(user);
  await em.flush();
  await forgetBusyTimes(em, user.id);
  await recordActivity(em, { ...actor, userId: user.id }, 'google_disconnected', 'user', user.id);
  let revoked = false;
  if (sealed && config) {
    try {
      revoked = await revokeGoogleToken(config, box.open(sealed));
    } catch {
      revoked = false;
    }
  }
  return { revoked };
}

/**
 * Busy times from the provider's Google Calendar count as taken in their slots, when they ask for it. Switched off,
 * the slot query ignores the stored ones at once and the refresh job ends; a disconnect deletes them.
 */
export async function setCalendarSync(em: EntityManager, user: User, enabled: boolean, actor: Actor): Promise<boolean> {
  if (enabled && !user.googleConnected) throw new AppError('google_not_connected', uz.google.notConnected);
  user.googleCalendarSync = enabled;
  await em.flush();
  await recordActivity(em, { ...actor, userId: user.id }, 'google_calendar_sync', 'user', user.id, { enabled });
  return enabled;
}
