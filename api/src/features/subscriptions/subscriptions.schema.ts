import { z } from 'zod';
import { idField } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';

export const SelectPlan = z.object({ planId: idField.or(z.undefined().refine(() => false, uz.validation.planId)) });
export type SelectPlan = z.infer<typeof SelectPlan>;
