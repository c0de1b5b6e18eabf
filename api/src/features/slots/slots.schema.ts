import { z } from 'zod';
import { dateField, idField, staffIdField, timeZoneField } from '../../contracts/fields.ts';

/** Strict: an unknown parameter is refused (400), so junk never spells a new ask of a list already answered. */
export const SlotQuery = z.strictObject({
  date: dateField,
  serviceId: idField.optional(),
  clientTimezone: timeZoneField.optional(),
  /** One master's times; omitted, a time is free when any master doing the service is free. */
  staffId: staffIdField.optional(),
});
export type SlotQuery = z.infer<typeof SlotQuery>;
