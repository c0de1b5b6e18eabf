import { z } from 'zod';
import { uz } from '../../contracts/messages.uz.ts';

/** PUT /api/user/google-calendar-sync */
export const CalendarSync = z.object({ enabled: z.boolean({ error: uz.validation.invalid }) }).strict();
export type CalendarSync = z.infer<typeof CalendarSync>;
