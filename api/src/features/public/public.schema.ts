import { z } from 'zod';
import { BUSINESS_CATEGORIES } from '../../contracts/business-categories.ts';
import { optional } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { businessText } from '../business/messages.uz.ts';

const m = uz.validation;

/** GET /api/public/businesses: words to find (name, username or category) and an optional category. */
export const BusinessSearchQuery = z.object({
  q: optional(z.string({ error: m.invalid }).max(200, m.tooLong)),
  category: optional(z.enum(BUSINESS_CATEGORIES, { error: businessText.validation.category })),
  limit: z.coerce.number({ error: m.invalid }).int(m.invalid).min(1, m.invalid).max(50, m.invalid).default(20),
});
export type BusinessSearchQuery = z.infer<typeof BusinessSearchQuery>;
