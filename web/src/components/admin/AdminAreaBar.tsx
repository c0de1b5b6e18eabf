import { adminArea as t } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { displayName, useUser } from '../../lib/auth.ts';
import { OperatorBar } from './OperatorBar.tsx';

/** The bar of /admin/bookings and /admin/settings; a platform admin also gets their dashboard. */
export function AdminAreaBar() {
  const user = useUser().data;
  const links = [
    { to: paths.adminBookings, label: t.bookings },
    { to: paths.adminSettings, label: t.settings },
    ...(user?.role === 'platform_admin' ? [{ to: paths.platformAdmin, label: t.platform }] : []),
    { to: paths.home, label: t.home },
  ];
  return (
    <OperatorBar home={paths.home} links={links} label={t.navLabel}>
      {user && <span className="muted">{displayName(user)}</span>}
    </OperatorBar>
  );
}
