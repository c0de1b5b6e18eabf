import type { AdminUser } from './types.ts';

/** "Aziz Karimov", else the username: how a user is named in tables and dialogs. */
export function personName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** platform_admin users are never deleted or demoted (DECISIONS.md); the buttons say so before the server does. */
export function isProtectedUser(user: Pick<AdminUser, 'role'>): boolean {
  return user.role === 'platform_admin';
}

export function hasActiveSubscription(user: Pick<AdminUser, 'subscription'>): boolean {
  return user.subscription?.status === 'active';
}
