import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { pageTitles } from '../config/messages.ts';
import { publicBookingIdentifier } from '../config/routes.ts';
import { PublicBookingPage } from '../features/booking/components/PublicBookingPage.tsx';
import { publicProviderQuery } from '../features/booking/model/get-provider.ts';
import { displayName } from '../lib/auth.ts';
import { Titled, usePageTitle } from '../lib/page-title.tsx';
import { queryClient } from '../lib/query-client.ts';
import { HomeRoute } from './HomeRoute.tsx';
import { lazyPage } from './lazy.ts';
import { AdminSignInPrompt } from '../components/admin/AdminSignInPrompt.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireAdmin, RequirePlatformAdmin } from './RequireOperator.tsx';
import { RouterShell } from './RouterShell.tsx';

// Every page but the public booking page is its own chunk.
const AuthPage = lazyPage(() => import('../features/auth/components/AuthPage.tsx'), 'AuthPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/components/VerifyEmailPage.tsx'), 'VerifyEmailPage');
const SubscriptionSelectionPage = lazyPage(
  () => import('../features/subscriptions/components/SubscriptionSelectionPage.tsx'),
  'SubscriptionSelectionPage',
);
const SubscriptionPage = lazyPage(() => import('../features/subscriptions/components/SubscriptionPage.tsx'), 'SubscriptionPage');
const PaymentPage = lazyPage(() => import('../features/subscriptions/components/PaymentPage.tsx'), 'PaymentPage');
const SandboxCheckoutPage = lazyPage(() => import('../features/payments/components/SandboxCheckoutPage.tsx'), 'SandboxCheckoutPage');
const PaymentReturnPage = lazyPage(() => import('../features/payments/components/PaymentReturnPage.tsx'), 'PaymentReturnPage');
const BookingSuccessPage = lazyPage(() => import('../features/booking/components/BookingSuccessPage.tsx'), 'BookingSuccessPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage.tsx'), 'ProfilePage');
const BookingsPage = lazyPage(() => import('../features/bookings/components/BookingsPage.tsx'), 'BookingsPage');
const CalendarPage = lazyPage(() => import('../features/bookings/components/CalendarPage.tsx'), 'CalendarPage');
const ServicesPage = lazyPage(() => import('../features/services/components/ServicesPage.tsx'), 'ServicesPage');
const StaticPage = lazyPage(() => import('../features/pages/components/StaticPage.tsx'), 'StaticPage');
const AdminBookingsPage = lazyPage(() => import('../features/admin-bookings/components/AdminBookingsPage.tsx'), 'AdminBookingsPage');
const AdminSettingsPage = lazyPage(() => import('../features/admin-settings/components/AdminSettingsPage.tsx'), 'AdminSettingsPage');
const AdminLoginPage = lazyPage(() => import('../features/admin/components/AdminLoginPage.tsx'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('../features/admin/components/AdminDashboardPage.tsx'), 'AdminDashboardPage');
const SubscriptionPlansPage = lazyPage(() => import('../features/admin/components/SubscriptionPlansPage.tsx'), 'SubscriptionPlansPage');
const PlatformAdminPage = lazyPage(() => import('../features/platform-admin/components/PlatformAdminPage.tsx'), 'PlatformAdminPage');
const GoogleAuthErrorPage = lazyPage(() => import('../features/google/components/GoogleAuthErrorPage.tsx'), 'GoogleAuthErrorPage');
const GoogleOAuthTestPage = lazyPage(() => import('../features/google/components/GoogleOAuthTestPage.tsx'), 'GoogleOAuthTestPage');
const TestPaymentPage = lazyPage(() => import('../features/payment-check/components/PaymentCheckPage.tsx'), 'TestPaymentPage');
const RealPaymentPage = lazyPage(() => import('../features/payment-check/components/PaymentCheckPage.tsx'), 'RealPaymentPage');
const NotFoundPage = lazyPage(() => import('../features/pages/components/NotFoundPage.tsx'), 'NotFoundPage');

/** /{username}, /u/{username}, /scheduling/{username}, /schedule/{userId} reached by in-app navigation. */
function PublicBookingRoute() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const identifier = params.username ?? params.userId ?? '';
  // Reached inside the app (a page load gets the same title from the server): the provider's name, once known.
  const isPublic = Boolean(publicBookingIdentifier(pathname));
  const provider = useQuery({ ...publicProviderQuery(identifier), enabled: isPublic });
  usePageTitle(provider.data ? pageTitles.provider(displayName(provider.data)) : provider.isError ? pageTitles.notFound : null);
  // Reserved first segments (/booking, /admin, /profile, ...) are app paths without a page here, not usernames.
  if (!isPublic)
    return (
      <Titled title={pageTitles.notFound}>
        <NotFoundPage />
      </Titled>
    );
  return <PublicBookingPage key={identifier} identifier={identifier} search={search} />;
}

/** /profile (spec.md's short form, e.g. the Google error page's "back to profile") is the profile page. */
function ProfileRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/user/profile${search}`} replace />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<RouterShell />}>
            <Route index element={<HomeRoute />} />
            <Route
              path="auth"
              element={
                <Titled title={pageTitles.auth}>
                  <AuthPage />
                </Titled>
              }
            />
            <Route
              path="auth/verify-email"
              element={
                <Titled title={pageTitles.verifyEmail}>
                  <VerifyEmailPage />
                </Titled>
              }
            />
            <Route
              path="subscription-selection"
              element={
                <RequireAuth skipSubscription>
                  <Titled title={pageTitles.subscriptionSelection}>
                    <SubscriptionSelectionPage />
                  </Titled>
                </RequireAuth>
              }
            />
            <Route
              path="payment"
              element={
                <RequireAuth skipSubscription>
                  <Titled title={pageTitles.payment}>
                    <PaymentPage />
                  </Titled>
                </RequireAuth>
              }
            />
            <Route
              path="payment/checkout/*"
              element={
                <Titled title={pageTitles.checkout}>
                  <SandboxCheckoutPage />
                </Titled>
              }
            />
            <Route
              path="payment/return"
              element={
                <Titled title={pageTitles.paymentReturn}>
                  <PaymentReturnPage />
                </Titled>
              }
            />
            <Route
              path="booking-success"
              element={
                <Titled title={pageTitles.bookingSuccess}>
                  <BookingSuccessPage />
                </Titled>
              }
            />
            <Route
              path="user"
              element={
                <RequireAuth>
                  <Outlet />
                </RequireAuth>
              }
            >
              <Route
                path="profile"
                element={
                  <Titled title={pageTitles.profile}>
                    <ProfilePage />
                  </Titled>
                }
              />
              <Route
                path="bookings"
                element={
                  <Titled title={pageTitles.bookings}>
                    <BookingsPage />
                  </Titled>
                }
              />
              <Route
                path="calendar"
                element={
                  <Titled title={pageTitles.calendar}>
                    <CalendarPage />
                  </Titled>
                }
              />
              <Route
                path="services"
                element={
                  <Titled title={pageTitles.services}>
                    <ServicesPage />
                  </Titled>
                }
              />
              <Route
                path="subscription"
                element={
                  <Titled title={pageTitles.subscription}>
                    <SubscriptionPage />
                  </Titled>
                }
              />
            </Route>
            <Route
              path="admin/login"
              element={
                <Titled title={pageTitles.adminLogin}>
                  <AdminLoginPage />
                </Titled>
              }
            />
            <Route
              path="admin/dashboard"
              element={
                <Titled title={pageTitles.adminDashboard}>
                  <AdminDashboardPage />
                </Titled>
              }
            />
            <Route
              path="admin/subscription-plans"
              element={
                <Titled title={pageTitles.adminPlans}>
                  <SubscriptionPlansPage />
                </Titled>
              }
            />
            <Route
              path="admin/bookings"
              element={
                <RequireAdmin signedOut={<AdminSignInPrompt />}>
                  <Titled title={pageTitles.adminBookings}>
                    <AdminBookingsPage />
                  </Titled>
                </RequireAdmin>
              }
            />
            <Route
              path="admin/settings"
              element={
                <RequireAdmin signedOut={<AdminSignInPrompt />}>
                  <Titled title={pageTitles.adminSettings}>
                    <AdminSettingsPage />
                  </Titled>
                </RequireAdmin>
              }
            />
            <Route
              path="platform-admin"
              element={
                <RequirePlatformAdmin>
                  <Titled title={pageTitles.platformAdmin}>
                    <PlatformAdminPage />
                  </Titled>
                </RequirePlatformAdmin>
              }
            />
            <Route
              path="test-payment"
              element={
                <RequirePlatformAdmin>
                  <Titled title={pageTitles.testPayment}>
                    <TestPaymentPage />
                  </Titled>
                </RequirePlatformAdmin>
              }
            />
            <Route
              path="real-payment"
              element={
                <RequirePlatformAdmin>
                  <Titled title={pageTitles.realPayment}>
                    <RealPaymentPage />
                  </Titled>
                </RequirePlatformAdmin>
              }
            />
            <Route
              path="google-auth-error"
              element={
                <Titled title={pageTitles.googleError}>
                  <GoogleAuthErrorPage />
                </Titled>
              }
            />
            <Route
              path="google-oauth-test"
              element={
                <RequireAuth skipSubscription>
                  <Titled title={pageTitles.googleTest}>
                    <GoogleOAuthTestPage />
                  </Titled>
                </RequireAuth>
              }
            />
            <Route path="profile" element={<ProfileRedirect />} />
            <Route
              path="about"
              element={
                <Titled title={pageTitles.about}>
                  <StaticPage page="about" />
                </Titled>
              }
            />
            <Route
              path="help"
              element={
                <Titled title={pageTitles.help}>
                  <StaticPage page="help" />
                </Titled>
              }
            />
            <Route
              path="privacy"
              element={
                <Titled title={pageTitles.privacy}>
                  <StaticPage page="privacy" />
                </Titled>
              }
            />
            <Route
              path="terms"
              element={
                <Titled title={pageTitles.terms}>
                  <StaticPage page="terms" />
                </Titled>
              }
            />
            <Route path="u/:username" element={<PublicBookingRoute />} />
            <Route path="scheduling/:username" element={<PublicBookingRoute />} />
            <Route path="schedule/:userId" element={<PublicBookingRoute />} />
            <Route path=":username" element={<PublicBookingRoute />} />
            <Route
              path="*"
              element={
                <Titled title={pageTitles.notFound}>
                  <NotFoundPage />
                </Titled>
              }
            />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
