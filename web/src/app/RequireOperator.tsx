import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { guard } from '../config/messages.ts';
import { paths } from '../config/routes.ts';
import { isAdminRole, useAdminMe } from '../lib/admin/admin-session.ts';
import { useUser } from '../lib/auth.ts';

/**
 * Guard of /admin/bookings and /admin/settings (spec.md section 2): users with role admin or platform_admin,
 * or whoever holds an admin-panel session (the API accepts both). A signed-in user without the role goes
 * to /; nobody signed in sees `signedOut` (the page's login prompt). Operators need no subscription.
 */
export function RequireAdmin({ children, signedOut }: { children: ReactNode; signedOut: ReactNode }) {
  const user = useUser();
  const roleAllows = isAdminRole(user.data);
  // The admin-panel session is asked only when the user's own role does not already let them in.
  const adminMe = useAdminMe(!user.isPending && !roleAllows);

  if (user.isPending) return <PageLoading label={guard.checking} />;
  if (roleAllows) return children;
  if (adminMe.isPending) return <PageLoading label={guard.checking} />;
  if (adminMe.data) return children;
  if (user.data) return <Navigate to={paths.home} replace />;
  return signedOut;
}

/**
 * Guard of the admin panel's own pages (/admin/dashboard, /admin/subscription-plans): an admin-panel session
 * (spec.md section 2: the dashboard goes to /admin/login when the admin session check fails).
 */
export function RequireAdminPanel({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  if (me.isPending) return <PageLoading label={guard.checking} />;
  if (!me.data) return <Navigate to={paths.adminLogin} replace />;
  return children;
}

/** Guard of /platform-admin: role platform_admin; nobody signed in goes to /auth, anyone else to /. */
export function RequirePlatformAdmin({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageLoading label={guard.checking} />;
  if (!user.data) return <Navigate to={paths.auth} replace />;
  if (user.data.role !== 'platform_admin') return <Navigate to={paths.home} replace />;
  return children;
}
