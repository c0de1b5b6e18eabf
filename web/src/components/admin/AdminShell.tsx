import type { ReactNode } from 'react';
import { adminArea as t } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { useAdminMe, useOperatorLogout } from '../../lib/admin/admin-session.ts';
import { displayName, useUser } from '../../lib/auth.ts';
import type { AdminAccount } from '../../lib/admin/types.ts';
import type { User } from '../../lib/types.ts';
import { useNavigation } from '../../lib/navigation.tsx';
import { toastError } from '../../lib/toast.ts';
import { Button } from '../ui/Button.tsx';
import { OperatorBar } from './OperatorBar.tsx';

/**
 * The pages an operator may open, by who they are signed in as: the admin-panel account (its own login) manages
 * the platform's plans and figures; a user with role admin or platform_admin (the normal login) the bookings and
 * settings, a platform admin also the users. Someone holding both sessions sees both, in one list.
 */
export function operatorLinks(user: Pick<User, 'role'> | null | undefined, panelAdmin: boolean) {
  const role = user?.role;
  const operator = role === 'admin' || role === 'platform_admin';
  return [
    ...(role === 'platform_admin' ? [{ to: paths.platformAdmin, label: t.platform }] : []),
    ...(panelAdmin ? [{ to: paths.adminDashboard, label: t.dashboard }] : []),
    ...(panelAdmin ? [{ to: paths.adminPlans, label: t.plans }] : []),
    ...(panelAdmin || operator ? [{ to: paths.adminBookings, label: t.bookings }] : []),
    ...(panelAdmin || operator ? [{ to: paths.adminSettings, label: t.settings }] : []),
    ...(role === 'platform_admin' ? [{ to: paths.testPayment, label: t.paymentCheck }] : []),
    // An admin is a provider too: their own calendar is one click away.
    ...(role === 'admin' ? [{ to: paths.home, label: t.home }] : []),
  ];
}

function signedInLabel(user: User | null | undefined, admin: AdminAccount | null | undefined): string | null {
  const names = [
    ...(admin ? [t.panelAccount({ name: displayName(admin) })] : []),
    ...(user && user.role !== 'user' ? [displayName(user)] : []),
  ];
  return names.length > 0 ? names.join(' · ') : null;
}

/**
 * The one frame of the admin area (/admin/*, /platform-admin and the payment checks): one bar with every page the
 * operator may open, who is signed in, and Chiqish, which ends the operator's sessions (the admin panel's and the
 * normal one) and goes to the sign-in the operator used.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { navigate } = useNavigation();
  const user = useUser().data;
  const admin = useAdminMe().data;
  const operator = user && user.role !== 'user' ? user : null;
  const logout = useOperatorLogout();
  const who = signedInLabel(user, admin);

  const signOut = () =>
    logout.mutate(
      { panel: Boolean(admin), user: Boolean(operator) },
      {
        onSuccess: () => navigate(admin ? paths.adminLogin : paths.home, { replace: true }),
        onError: (error) => toastError(error, t.logoutError),
      },
    );

  return (
    <>
      <OperatorBar
        home={operator?.role === 'platform_admin' ? paths.platformAdmin : admin ? paths.adminDashboard : paths.home}
        links={operatorLinks(user, Boolean(admin))}
        label={t.navLabel}
      >
        {who && <span className="muted">{who}</span>}
        {(admin || operator) && (
          <Button variant="secondary" size="sm" loading={logout.isPending} onClick={signOut}>
            {t.logout}
          </Button>
        )}
      </OperatorBar>
      {children}
    </>
  );
}
