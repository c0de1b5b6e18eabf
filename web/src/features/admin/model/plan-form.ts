import { z } from 'zod';
import { planAdmin } from '../../../config/messages.ts';
import type { Plan } from '../../../lib/types.ts';

// Each rule reads its message when it fails, so the message is in the reader's language of that moment.
const v = planAdmin.validation;

/** A plan as GET /api/admin/subscription-plans answers (read under the plan's own field names). */
export interface AdminPlan extends Plan {
  currency?: string;
}

/** The plan dialog's fields, as typed. Price is in whole so'm; the API takes tiyin. */
export interface PlanFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  price: string;
  durationDays: string;
  features: string;
  maxServices: string;
  maxMonthlyBookings: string;
  isActive: boolean;
}

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  description: '',
  price: '0',
  durationDays: '30',
  features: '',
  maxServices: '',
  maxMonthlyBookings: '',
  isActive: true,
};

/** Whole numbers as typed ("49 000" too); anything else is NaN and fails its rule. */
const wholeNumber = (text: string) => (/^-?\d+$/.test(text.replace(/\s/g, '')) ? Number(text.replace(/\s/g, '')) : Number.NaN);

/** Empty means no limit. */
const limit = z
  .string()
  .transform((text) => (text.trim() === '' ? null : wholeNumber(text)))
  .refine((n) => n === null || (Number.isInteger(n) && n >= 0), { error: () => v.limit });

/** Spec.md section 5: name required; price at least 0; durationDays at least 1; blank features dropped; active by default. */
export const PlanForm = z.object({
  name: z
    .string()
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, { error: () => v.name }),
  description: z.string().transform((text) => text.trim() || null),
  price: z
    .string()
    .transform(wholeNumber)
    .refine((n) => Number.isInteger(n) && n >= 0, { error: () => v.price }),
  durationDays: z
    .string()
    .transform(wholeNumber)
    .refine((n) => Number.isInteger(n) && n >= 1, { error: () => v.durationDays }),
  features: z.string().transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  maxServices: limit,
  maxMonthlyBookings: limit,
  isActive: z.boolean(),
});
export type PlanFormOutput = z.infer<typeof PlanForm>;

/**
 * The body of POST/PUT /api/admin/subscription-plans: price in tiyin; the duration and the monthly limit under
 * the plan's own names (durationDays, maxMonthlyBookings), the ones every plan answer carries.
 */
export function planPayload(form: PlanFormOutput) {
  return {
    name: form.name,
    description: form.description,
    price: form.price * 100,
    durationDays: form.durationDays,
    features: form.features,
    maxServices: form.maxServices,
    maxMonthlyBookings: form.maxMonthlyBookings,
    isActive: form.isActive,
  };
}

/** A saved plan back into the dialog's fields (tiyin -> so'm). */
export function planFormValues(
  plan: Pick<AdminPlan, 'name' | 'description' | 'price' | 'durationDays' | 'features' | 'maxServices' | 'maxMonthlyBookings' | 'isActive'>,
): PlanFormValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: String(Math.round(plan.price / 100)),
    durationDays: String(plan.durationDays),
    features: (plan.features ?? []).join('\n'),
    maxServices: text(plan.maxServices),
    maxMonthlyBookings: text(plan.maxMonthlyBookings),
    isActive: plan.isActive,
  };
}
