import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { appConfig } from '../config/index.ts';
import { pageTitles } from '../config/messages.ts';
import { publicBookingPath } from '../config/routes.ts';
import { useUser } from '../lib/auth.ts';
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
  return (
    <RequireAuth>
      <CalendarPage />
    </RequireAuth>
  );
}
