import { BOOKING_STATUSES } from '@qabul/api/schemas';
import type { BookingStatus } from '../../../lib/types.ts';

/** The statuses an admin may set: every one but the current (spec.md section 4). */
export function otherStatuses(current: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => status !== current);
}
