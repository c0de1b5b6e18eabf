import { tableStyles } from '../../../components/admin/Table.tsx';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { OperatorBar } from '../../../components/admin/OperatorBar.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { adminPanel as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useAdminLogout, useAdminMe } from '../../../lib/admin/admin-session.ts';
import { displayName } from '../../../lib/auth.ts';
import { toastError } from '../../../lib/toast.ts';

/** Read on each render: the labels follow the reader's language. */
const links = () => [
  { to: paths.adminDashboard, label: t.nav.dashboard },
  { to: paths.adminPlans, label: t.nav.plans },
];

/**
 * The admin panel's frame: without an admin-panel session it goes to /admin/login (spec.md section 2);
 * with one, a bar with the admin's name and Chiqish above the page.
 */
export function AdminPanelLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const me = useAdminMe();
  const logout = useAdminLogout(() => navigate(paths.adminLogin, { replace: true }));

  if (me.isPending) return <PageLoading label={t.checking} />;
  if (!me.data) return <Navigate to={paths.adminLogin} replace />;
  return (
    <>
      <OperatorBar home={paths.adminDashboard} links={links()} label={t.navLabel}>
        <span className="muted">{t.signedInAs({ name: displayName(me.data) })}</span>
        <Button
          variant="secondary"
          size="sm"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onError: (error) => toastError(error, t.logoutError) })}
        >
          {t.logout}
        </Button>
      </OperatorBar>
      <div className={`container ${tableStyles.wide}`}>{children}</div>
    </>
  );
}
