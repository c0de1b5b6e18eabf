import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../lib/form.ts';
import { EMPTY_PLAN_FORM, PlanForm, planFormValues, planPayload } from './plan-form.ts';

const errorsOf = (values: object) => {
  const result = PlanForm.safeParse({ ...EMPTY_PLAN_FORM, ...values });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('plan form (spec.md section 5)', () => {
  it('requires a name', () => {
    expect(errorsOf({ name: '   ' }).name).toBe('Nom talab qilinadi');
  });

  it('takes a price of 0 or more, and says so for a negative or non-number price', () => {
    expect(errorsOf({ name: 'Asosiy', price: '0' }).price).toBeUndefined();
    expect(errorsOf({ name: 'Asosiy', price: '-1' }).price).toBe("Narx 0 dan katta bo'lishi kerak");
    expect(errorsOf({ name: 'Asosiy', price: 'abc' }).price).toBe("Narx 0 dan katta bo'lishi kerak");
  });

  it('takes a duration of at least 1 day', () => {
    expect(errorsOf({ name: 'Asosiy', durationDays: '0' }).durationDays).toBe("Davomiyligi 1 kundan ko'p bo'lishi kerak");
    expect(errorsOf({ name: 'Asosiy', durationDays: '' }).durationDays).toBe("Davomiyligi 1 kundan ko'p bo'lishi kerak");
    expect(errorsOf({ name: 'Asosiy', durationDays: '1' }).durationDays).toBeUndefined();
  });

  it('sends the price in tiyin, drops blank features, and sends an empty limit as none', () => {
    const parsed = PlanForm.parse({
      ...EMPTY_PLAN_FORM,
      name: ' Business ',
      price: '149 000',
      features: 'Cheksiz xizmatlar\n\n  \nGoogle Meet ',
      maxServices: '',
      maxMonthlyBookings: '500',
    });
    const body = planPayload(parsed);
    // One name per field (the plan's own), nothing else.
    expect(body).toEqual({
      name: 'Business',
      description: null,
      price: 14_900_000,
      durationDays: 30,
      features: ['Cheksiz xizmatlar', 'Google Meet'],
      maxServices: null,
      maxMonthlyBookings: 500,
      isActive: true,
    });
  });

  it('rejects a negative limit', () => {
    expect(errorsOf({ name: 'Asosiy', maxServices: '-3' }).maxServices).toBe("Chegara 0 yoki undan katta butun son bo'lishi kerak");
  });

  it('fills the edit dialog from a saved plan, price back in so\u2019m', () => {
    const values = planFormValues({
      name: 'Premium',
      description: null,
      price: 9_900_000,
      durationDays: 30,
      features: ['A', 'B'],
      isActive: false,
      maxServices: null,
      maxMonthlyBookings: 100,
    });
    expect(values).toEqual({
      name: 'Premium',
      description: '',
      price: '99000',
      durationDays: '30',
      features: 'A\nB',
      maxServices: '',
      maxMonthlyBookings: '100',
      isActive: false,
    });
  });
});
