import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { appConfig } from '../config/index.ts';
import { pageTitles } from '../config/messages.ts';
import { paths, publicBookingPath } from '../config/routes.ts';
import { useUser } from '../lib/auth.ts';
import { isNewOwner } from '../lib/new-owner.ts';
import { usePageTitle } from '../lib/page-title.tsx';
import { useStartParamRedirect } from '../lib/start-param.ts';
import { lazyPage } from './lazy.ts';
import { RequireAuth } from './RequireAuth.tsx';

const LandingPage = lazyPage(() => import('../features/landing/components/LandingPage.tsx'), 'LandingPage');
const CalendarPage = lazyPage(() => import('../features/calendar/components/CalendarPage.tsx'), 'CalendarPage');

/** `/`: the calendar for a signed-in provider, the landing page for everyone else. */
export function HomeRoute() {
  const navigate = useNavigate();
  const user = useUser();
  // Opened from Telegram with a provider's username as start parameter: go to that provider's page.
  const redirect = useCallback((param: string) => navigate(publicBookingPath(param), { replace: true }), [navigate]);
  useStartParamRedirect(redirect, appConfig.startParamRecheckMs);
  usePageTitle(user.isPending ? null : user.data ? pageTitles.calendar : pageTitles.landing);

  if (user.isPending) return <PageLoading />;
  if (!user.data) return <LandingPage />;
  // The platform's operator has no calendar of their own: their home is the platform's pages.
  if (user.data.role === 'platform_admin') return <Navigate to={paths.platformAdmin} replace />;
  // Just signed up in this tab (and through plan selection): the setup comes first, once.
  if (isNewOwner(user.data.id)) return <Navigate to={paths.setup} replace />;
  return (
    <RequireAuth>
      <CalendarPage />
    </RequireAuth>
  );
}
