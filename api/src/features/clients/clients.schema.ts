import { z } from 'zod';
import { pageQuery } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { clientText } from './messages.uz.ts';

const m = uz.validation;

export const CLIENTS_PAGE = { default: 20, max: 100 } as const;

/** GET /api/clients: `search` matches the name or any digits of the phone; pages like the bookings list. */
export const ClientFilters = z.object({
  search: z.string({ error: m.invalid }).trim().max(100, clientText.search).default(''),
  ...pageQuery(CLIENTS_PAGE),
});
export type ClientFilters = z.infer<typeof ClientFilters>;

/** PUT /api/clients/{id}: the provider's private note (empty clears it). */
export const ClientNote = z.object({
  note: z
    .string({ error: m.invalid })
    .trim()
    .max(LIMITS.notesMax, clientText.noteTooLong)
    .nullable()
    .transform((note) => (note ? note : null)),
});
export type ClientNote = z.infer<typeof ClientNote>;
