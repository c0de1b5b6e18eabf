import { z } from 'zod';
import { dateField, optional, staffIdField } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { calendarText } from './messages.uz.ts';

/** The calendar shows one day ("Kun") to a week ("Hafta") at once. */
export const CALENDAR_DAYS = { min: 1, max: 7 } as const;

/** GET /api/calendar (DECISIONS.md, The salon's calendar). */
export const CalendarQuery = z.object({
  date: dateField,
  days: z.coerce
    .number({ error: calendarText.days })
    .int(calendarText.days)
    .min(CALENDAR_DAYS.min, calendarText.days)
    .max(CALENDAR_DAYS.max, calendarText.days)
    .default(1),
  /** One master's column; omitted, every active master's (an invited master always gets their own only). */
  staffId: staffIdField.optional(),
  /** Cancelled bookings are left out unless asked for. */
  includeCancelled: z
    .enum(['0', '1', 'true', 'false'], { error: calendarText.includeCancelled })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/** A blocked time's bounds sit on five-minute marks, so a block always meets the grid's rows and the services' steps. */
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5][05]$/, message);

/** POST /api/calendar/blocks: "Band vaqt" for one master on one date, from `start` to `end` (at most the day's end). */
export const BlockInput = z
  .object({
    staffId: staffIdField,
    date: dateField,
    start: clock(calendarText.start),
    end: z.union([clock(calendarText.end), z.literal('24:00')], { error: calendarText.end }),
    note: optional(z.string({ error: calendarText.note }).trim().max(LIMITS.textMax, calendarText.note)),
  })
  .refine((block) => block.end > block.start, { message: calendarText.range, path: ['end'] });
export type BlockInput = z.infer<typeof BlockInput>;
