import { z } from 'zod';
import { dateField, idField, timeZoneField } from '../../contracts/fields.ts';

export const SlotQuery = z.object({
  date: dateField,
  serviceId: idField.optional(),
  clientTimezone: timeZoneField.optional(),
});
export type SlotQuery = z.infer<typeof SlotQuery>;
