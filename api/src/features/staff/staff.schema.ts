import { z } from 'zod';
import { emailField, idField, optional, telegramUsernameField } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { WeeklyAvailabilityInput } from '../services/services.schema.ts';

const m = uz.validation;

/** A photo is an uploaded image of ours or an https address. */
const photoUrl = z
  .string({ error: m.photoUrl })
  .trim()
  .max(500, m.photoUrl)
  .refine(
    (value) => value.startsWith('/api/profile-images/') || value.startsWith('/api/business-images/') || /^https:\/\/\S+$/.test(value),
    m.photoUrl,
  );

/** A master as the owner edits them (DECISIONS.md, Teams). */
export const StaffInput = z.object({
  name: z.string({ error: m.staffName }).trim().min(LIMITS.nameMin, m.staffName).max(LIMITS.textMax, m.tooLong),
  title: optional(z.string({ error: m.staffTitle }).trim().max(100, m.staffTitle)),
  photoUrl: optional(photoUrl),
  serviceIds: z
    .array(idField, { error: m.staffServices })
    .max(500, m.staffServices)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Their own weekly hours; an empty map: whenever the service is offered. */
  availability: WeeklyAvailabilityInput.default({}),
  telegramUsername: optional(telegramUsernameField),
  email: optional(emailField),
  isActive: z.boolean({ error: m.invalid }).default(true),
});
export type StaffInput = z.infer<typeof StaffInput>;

/** A master's own hours, as they set them in their view. */
export const OwnHoursInput = z.object({ availability: WeeklyAvailabilityInput });
export type OwnHoursInput = z.infer<typeof OwnHoursInput>;

export const AcceptInvitation = z.object({ token: z.string({ error: uz.notFound.invitation }).min(10).max(200) });
export type AcceptInvitation = z.infer<typeof AcceptInvitation>;
