import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import type { User } from '@qabul/db';
import { presentUserSubscription } from '../subscriptions/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ActiveSubscription, activeSubscription } from '../subscriptions/index.ts';
import type { Presented, UserResponse } from '../../contracts/responses.ts';

/** The signed-in user's own view. Password, tokens and Google secrets never leave the server. */
export function presentUser(user: User, subscription: ActiveSubscription | null): Presented<typeof UserResponse> {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    emailVerified: Boolean(user.email && user.emailVerifiedAt),
    pendingEmail: user.pendingEmail ?? null,
    emailLogin: Boolean(user.password),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    timezone: user.timezone,
    language: storedLanguage(user.language),
    googleConnected: user.googleConnected,
    googleEmail: user.googleConnected ? (user.googleEmail ?? null) : null,
    googleCalendarSync: user.googleCalendarSync,
    telegramLinked: Boolean(user.telegramChatId),
    telegramSignIn: Boolean(user.telegramUserId),
    telegramUsername: user.telegramUserId ? (user.telegramUsername ?? null) : null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    subscription: presentUserSubscription(subscription),
  };
}

/** The user's own view with the subscription in force, as every "who am I" answer gives it. */
export async function presentAccount(em: EntityManager, user: User) {
  return presentUser(user, await activeSubscription(em, user.id));
}
