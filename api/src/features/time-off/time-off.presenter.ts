import type { DateOverride, TimeOff } from '@qabul/db';
import type { DateOverrideResponse, Presented, TimeOffResponse } from '../../contracts/responses.ts';

export function presentTimeOff(timeOff: TimeOff): Presented<typeof TimeOffResponse> {
  return {
    id: timeOff.id,
    from: timeOff.fromDate,
    to: timeOff.toDate,
    staffId: timeOff.staffId ?? null,
    note: timeOff.note ?? null,
    createdAt: timeOff.createdAt,
  };
}

export function presentDateOverride(override: DateOverride): Presented<typeof DateOverrideResponse> {
  return { date: override.date, staffId: override.staffId ?? null, times: override.times };
}
