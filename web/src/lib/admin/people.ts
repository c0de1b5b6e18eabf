import type { AdminUser } from './types.ts';

/** platform_admin users are never deleted or demoted (DECISIONS.md); the buttons say so before the server does. */
export function isProtectedUser(user: Pick<AdminUser, 'role'>): boolean {
  return user.role === 'platform_admin';
}

export function hasActiveSubscription(user: Pick<AdminUser, 'subscription'>): boolean {
  return user.subscription?.status === 'active';
}
