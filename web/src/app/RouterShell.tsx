import { Suspense, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Shell } from '../components/layout/Shell.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { paths } from '../config/routes.ts';
import { type AppLinkProps, type Navigation, NavigationProvider } from '../lib/navigation.tsx';

/**
 * The admin area, one frame without the site's header and footer: the admin panel (/admin/*), the platform admin
 * and its payment checks. (Here, not in config/routes.ts: the public page's first screen never needs it.)
 */
function isAdminAreaPath(pathname: string): boolean {
  return pathname.startsWith('/admin/') || [paths.platformAdmin, paths.testPayment, paths.realPayment].some((path) => pathname === path);
}

/** Server routes (/api/login, /api/auth/google, ...) are full page loads, never client navigation. */
const isServerPath = (to: string) => to.startsWith('/api/') || /^https?:/.test(to);

function RouterLink({ to, ...rest }: AppLinkProps) {
  return isServerPath(to) ? <a href={to} {...rest} /> : <Link to={to} {...rest} />;
}

export function RouterShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const navigation = useMemo<Navigation>(
    () => ({
      pathname,
      navigate: (to, options) => (isServerPath(to) ? window.location.assign(to) : void navigate(to, options)),
      Link: RouterLink,
    }),
    [pathname, navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <NavigationProvider value={navigation}>
      <Shell bare={isAdminAreaPath(pathname)}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Shell>
    </NavigationProvider>
  );
}
