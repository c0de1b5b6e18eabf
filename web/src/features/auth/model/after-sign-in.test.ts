import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './after-sign-in.ts';

describe('where a sign-in leads', () => {
  it('takes the platform admin to the platform pages, with or without a plan of their own', () => {
    expect(landingAfterSignIn({ role: 'platform_admin', requiresSubscriptionSelection: true })).toBe('/platform-admin');
    expect(landingAfterSignIn({ role: 'platform_admin', requiresSubscriptionSelection: false })).toBe('/platform-admin');
  });

  it('takes a provider without a plan to plan selection, and one with a plan home', () => {
    expect(landingAfterSignIn({ role: 'user', requiresSubscriptionSelection: true })).toBe('/subscription-selection');
    expect(landingAfterSignIn({ role: 'admin', requiresSubscriptionSelection: false })).toBe('/');
  });
});
