import { z } from 'zod';
import { idField } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';

export const SelectPlan = z.object({
  planId: z
    .unknown()
    .refine((value) => value !== undefined && value !== null, uz.validation.planId)
    .pipe(idField),
});
export type SelectPlan = z.infer<typeof SelectPlan>;
