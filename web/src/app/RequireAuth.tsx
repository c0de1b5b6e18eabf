import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { guard } from '../config/messages.ts';
import { paths } from '../config/routes.ts';
import { isActiveSubscription, useMySubscription, useUser } from '../lib/auth.ts';
import { isInvitedMaster, useMyMaster } from '../lib/api/my-master.ts';
import { useTelegramLaunchSignIn } from '../features/auth/api/telegram-launch-sign-in.ts';
import { VerifyEmailBanner } from '../features/auth/components/VerifyEmailBanner.tsx';

/**
 * Route guard (spec.md section 2): waits for the user and subscription reads; nobody signed in goes
 * to /auth; a provider without an active subscription goes to plan selection, except on pages that
 * skip that check (plan selection and payment themselves). An unproven e-mail is reminded of above every page.
 * Opened inside Telegram by the bot's "Kabinet", its launch data signs the owner in first.
 */
export function RequireAuth({ children, skipSubscription }: { children: ReactNode; skipSubscription?: boolean }) {
  const user = useUser();
  const signedIn = Boolean(user.data);
  const checkSubscription = signedIn && !skipSubscription;
  // A master works inside someone else's business: no plan of their own to choose.
  const master = useMyMaster(signedIn);
  const isMaster = isInvitedMaster(master.data);
  const subscription = useMySubscription(checkSubscription && !master.isPending && !isMaster);
  const signingInByTelegram = useTelegramLaunchSignIn(!user.isPending && !signedIn);

  if (user.isPending || signingInByTelegram || (signedIn && master.isPending)) return <PageLoading label={guard.checking} />;
  if (checkSubscription && !isMaster && subscription.isPending) return <PageLoading label={guard.checking} />;
  if (!user.data) return <Navigate to={paths.auth} replace />;
  if (checkSubscription && !isMaster && !isActiveSubscription(subscription.data) && !isActiveSubscription(user.data.subscription)) {
    return <Navigate to={paths.subscriptionSelection} replace />;
  }
  return (
    <>
      <VerifyEmailBanner user={user.data} />
      {children}
    </>
  );
}
