import { paths } from '../../../config/routes.ts';

/**
 * Where a sign-in leads (by e-mail or Telegram): the platform's operator to the platform's pages (they have no
 * calendar), a provider without a plan to plan selection (spec.md section 4), anyone else home, to their calendar.
 */
export function landingAfterSignIn(account: { role: string; requiresSubscriptionSelection: boolean }): string {
  if (account.role === 'platform_admin') return paths.platformAdmin;
  return account.requiresSubscriptionSelection ? paths.subscriptionSelection : paths.home;
}
