import { z } from 'zod';
import { dateField, optional, staffIdField, wholeNumber } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { timeOffText } from './messages.uz.ts';

const DAY = 86_400_000;

/** Days off: inclusive dates, for the whole business (`staffId` null) or one master. */
export const TimeOffInput = z
  .object({
    from: dateField,
    to: dateField,
    staffId: staffIdField.nullish().transform((id) => id ?? null),
    note: optional(z.string({ error: timeOffText.note }).trim().max(LIMITS.textMax, timeOffText.note)),
  })
  .refine((body) => body.to >= body.from, { message: timeOffText.range, path: ['to'] })
  .refine((body) => (Date.parse(body.to) - Date.parse(body.from)) / DAY < LIMITS.timeOffMaxDays, {
    message: timeOffText.tooLong,
    path: ['to'],
  });
export type TimeOffInput = z.infer<typeof TimeOffInput>;

export const TimeOffFilters = z.object({ from: dateField.optional(), to: dateField.optional() });
export type TimeOffFilters = z.infer<typeof TimeOffFilters>;

export const HolidayQuery = z.object({
  year: z.coerce.number({ error: timeOffText.year }).pipe(wholeNumber(timeOffText.year, 2000, 2100)),
});

const halfHour = z.string({ error: timeOffText.times }).regex(/^([01]\d|2[0-3]):(00|30)$/, timeOffText.times);

/** One date's own half-hour blocks (an empty list closes the date). */
export const DateOverrideInput = z.object({
  times: z
    .array(halfHour, { error: timeOffText.times })
    .max(48, timeOffText.times)
    .transform((times) => [...new Set(times)].sort()),
  staffId: staffIdField.nullish().transform((id) => id ?? null),
});
export type DateOverrideInput = z.infer<typeof DateOverrideInput>;

export const OverrideScope = z.object({ staffId: staffIdField.optional() });
