import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { pageTitles } from '../config/messages.ts';
import { publicBookingIdentifier } from '../config/routes.ts';
import { PublicBookingPage } from '../features/booking/components/PublicBookingPage.tsx';
import { publicProviderQuery } from '../features/booking/model/get-provider.ts';
import { Titled, titled, usePageTitle } from '../lib/page-title.tsx';
import { queryClient } from '../lib/query-client.ts';
import { HomeRoute } from './HomeRoute.tsx';
import { lazyPage } from './lazy.ts';
import { AdminShell } from '../components/admin/AdminShell.tsx';
import { AdminSignInPrompt } from '../components/admin/AdminSignInPrompt.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireAdmin, RequireAdminPanel, RequirePlatformAdmin } from './RequireOperator.tsx';
import { RouterShell } from './RouterShell.tsx';

// Every page but the public booking page is its own chunk.
const AuthPage = lazyPage(() => import('../features/auth/components/AuthPage.tsx'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/ResetPasswordPage.tsx'), 'ResetPasswordPage');
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
const BusinessPage = lazyPage(() => import('../features/business/components/BusinessPage.tsx'), 'BusinessPage');
const SetupPage = lazyPage(() => import('../features/business/components/setup/SetupPage.tsx'), 'SetupPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage.tsx'), 'ProfilePage');
const BookingsPage = lazyPage(() => import('../features/bookings/components/BookingsPage.tsx'), 'BookingsPage');
const ClientsPage = lazyPage(() => import('../features/clients/components/ClientsPage.tsx'), 'ClientsPage');
const ReviewsPage = lazyPage(() => import('../features/reviews/components/ReviewsPage.tsx'), 'ReviewsPage');
const RateVisitPage = lazyPage(() => import('../features/reviews/components/RateVisitPage.tsx'), 'RateVisitPage');
const CalendarPage = lazyPage(() => import('../features/calendar/components/CalendarPage.tsx'), 'CalendarPage');
const ServicesPage = lazyPage(() => import('../features/services/components/ServicesPage.tsx'), 'ServicesPage');
const StaffInvitePage = lazyPage(() => import('../features/staff/components/StaffInvitePage.tsx'), 'StaffInvitePage');
const MyHoursPage = lazyPage(() => import('../features/staff/components/MyHoursPage.tsx'), 'MyHoursPage');
const TeamPage = lazyPage(() => import('../features/staff/components/TeamPage.tsx'), 'TeamPage');
const TimeOffPage = lazyPage(() => import('../features/time-off/components/TimeOffPage.tsx'), 'TimeOffPage');
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
  usePageTitle(provider.data ? pageTitles.provider({ name: provider.data.business.name }) : provider.isError ? pageTitles.notFound : null);
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

/** The app's texts in the other languages: main.tsx adds them before the app's first render. */
export { appTranslations } from '../config/messages/app-translations.ts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<RouterShell />}>
            <Route index element={<HomeRoute />} />
            <Route path="auth" element={titled(pageTitles.auth, <AuthPage />)} />
            <Route path="auth/verify-email" element={titled(pageTitles.verifyEmail, <VerifyEmailPage />)} />
            <Route path="auth/forgot-password" element={titled(pageTitles.forgotPassword, <ForgotPasswordPage />)} />
            <Route path="auth/reset-password" element={titled(pageTitles.resetPassword, <ResetPasswordPage />)} />
            <Route path="auth/staff-invite" element={titled(pageTitles.staffInvite, <StaffInvitePage />)} />
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
            <Route path="payment/checkout/*" element={titled(pageTitles.checkout, <SandboxCheckoutPage />)} />
            <Route path="payment/return" element={titled(pageTitles.paymentReturn, <PaymentReturnPage />)} />
            <Route path="booking-success" element={titled(pageTitles.bookingSuccess, <BookingSuccessPage />)} />
            <Route path="review/:bookingId" element={titled(pageTitles.rateVisit, <RateVisitPage />)} />
            <Route
              path="user"
              element={
                <RequireAuth>
                  <Outlet />
                </RequireAuth>
              }
            >
              <Route path="profile" element={titled(pageTitles.profile, <ProfilePage />)} />
              <Route path="business" element={titled(pageTitles.business, <BusinessPage />)} />
              <Route path="setup" element={titled(pageTitles.setup, <SetupPage />)} />
              <Route path="bookings" element={titled(pageTitles.bookings, <BookingsPage />)} />
              <Route path="clients" element={titled(pageTitles.clients, <ClientsPage />)} />
              <Route path="reviews" element={titled(pageTitles.reviews, <ReviewsPage />)} />
              <Route path="calendar" element={titled(pageTitles.calendar, <CalendarPage />)} />
              <Route path="services" element={titled(pageTitles.services, <ServicesPage />)} />
              <Route path="team" element={titled(pageTitles.team, <TeamPage />)} />
              <Route path="my-hours" element={titled(pageTitles.myHours, <MyHoursPage />)} />
              <Route path="time-off" element={titled(pageTitles.timeOff, <TimeOffPage />)} />
              <Route path="subscription" element={titled(pageTitles.subscription, <SubscriptionPage />)} />
            </Route>
            <Route path="admin/login" element={titled(pageTitles.adminLogin, <AdminLoginPage />)} />
            {/* The admin area: one shell, one navigation and Chiqish on every page (DECISIONS.md, one admin area). */}
            <Route
              element={
                <AdminShell>
                  <Outlet />
                </AdminShell>
              }
            >
              <Route
                path="admin/dashboard"
                element={
                  <RequireAdminPanel>
                    <Titled title={pageTitles.adminDashboard}>
                      <AdminDashboardPage />
                    </Titled>
                  </RequireAdminPanel>
                }
              />
              <Route
                path="admin/subscription-plans"
                element={
                  <RequireAdminPanel>
                    <Titled title={pageTitles.adminPlans}>
                      <SubscriptionPlansPage />
                    </Titled>
                  </RequireAdminPanel>
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
            </Route>
            <Route path="google-auth-error" element={titled(pageTitles.googleError, <GoogleAuthErrorPage />)} />
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
            <Route path="about" element={titled(pageTitles.about, <StaticPage page="about" />)} />
            <Route path="help" element={titled(pageTitles.help, <StaticPage page="help" />)} />
            <Route path="privacy" element={titled(pageTitles.privacy, <StaticPage page="privacy" />)} />
            <Route path="terms" element={titled(pageTitles.terms, <StaticPage page="terms" />)} />
            <Route path="u/:username" element={<PublicBookingRoute />} />
            <Route path="scheduling/:username" element={<PublicBookingRoute />} />
            <Route path="schedule/:userId" element={<PublicBookingRoute />} />
            <Route path=":username" element={<PublicBookingRoute />} />
            <Route path="*" element={titled(pageTitles.notFound, <NotFoundPage />)} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
