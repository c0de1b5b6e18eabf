import { uzRu } from '@qabul/api/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setMessagesLanguage } from '../../../lib/i18n/localized.ts';
import type { Plan } from '../../../lib/types.ts';
import { planFieldErrors, planLimitsOf, serviceLimitText } from './plan-limits.ts';

const plan = (id: number, code: string, extra: Partial<Plan>): Plan => ({
  id,
  code,
  name: code,
  description: null,
  price: 0,
  durationDays: 30,
  features: [],
  isActive: true,
  popular: false,
  trialDays: 0,
  maxServices: null,
  maxMonthlyBookings: null,
  maxStaff: 1,
  allowsReserveFee: false,
  allowsReports: false,
  allowsGoogleMeet: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const PLANS = [
  plan(1, 'freemium', { name: 'Freemium', maxServices: 3 }),
  plan(2, 'asosiy', { name: 'Asosiy', price: 4_900_000, maxServices: 10, allowsReserveFee: true }),
  plan(4, 'premium', { name: 'Premium', price: 14_900_000, maxServices: null, allowsReserveFee: true, allowsGoogleMeet: true }),
];
const on = (planId: number) => ({
  subscription: { status: 'active', startDate: '2026-11-01T00:00:00.000Z', endDate: null, planId, plan: { id: planId, name: '' } },
});

describe('plan limits in the service dialog', () => {
  it('reads the plan in force, and Freemium when there is none', () => {
    expect(planLimitsOf(PLANS, on(2))).toEqual({ planName: 'Asosiy', maxServices: 10, allowsReserveFee: true, allowsGoogleMeet: false });
    expect(planLimitsOf(PLANS, { subscription: null })?.planName).toBe('Freemium');
    expect(planLimitsOf([], on(2))).toBeNull();
  });

  it('says the service count is used up only at the limit', () => {
    const freemium = planLimitsOf(PLANS, { subscription: null });
    expect(serviceLimitText(freemium, 2)).toBeNull();
    expect(serviceLimitText(freemium, 3)).toContain('3 ta xizmatga');
    expect(serviceLimitText(planLimitsOf(PLANS, on(4)), 500)).toBeNull();
  });

  it('refuses a deposit below Asosiy and Google Meet below Premium', () => {
    const freemium = planLimitsOf(PLANS, { subscription: null });
    expect(planFieldErrors(freemium, { reserveFee: 0, useGoogleMeet: false })).toEqual({});
    expect(Object.keys(planFieldErrors(freemium, { reserveFee: 100, useGoogleMeet: true }))).toEqual(['reserveFee', 'useGoogleMeet']);
    expect(Object.keys(planFieldErrors(planLimitsOf(PLANS, on(2)), { reserveFee: 100, useGoogleMeet: true }))).toEqual(['useGoogleMeet']);
    expect(planFieldErrors(planLimitsOf(PLANS, on(4)), { reserveFee: 100, useGoogleMeet: true })).toEqual({});
  });

  describe('for a Russian reader', () => {
    afterEach(() => setMessagesLanguage('uz'));

    it("says the plan's refusals in the server's Russian", () => {
      addTranslations('ru', { serverMessages: uzRu });
      setMessagesLanguage('ru');
      const freemium = planLimitsOf(PLANS, { subscription: null });
      expect(serviceLimitText(freemium, 3)).toBe('Лимит услуг на вашем тарифе: 3. Чтобы добавить больше, смените тариф');
      expect(planFieldErrors(freemium, { reserveFee: 100, useGoogleMeet: true })).toEqual({
        reserveFee: uzRu.plan.reserveFeeNotAllowed,
        useGoogleMeet: uzRu.plan.googleMeetNotAllowed,
      });
    });
  });
});
