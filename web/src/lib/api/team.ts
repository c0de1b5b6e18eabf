import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/** GET /api/staff — the business's masters, the owner's own first (the Jamoa page and the calendar read it). */
export const teamQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => call('GET /api/staff', {}, { signal }),
});

/** `enabled` false for a master's own view: the team is the owner's (404 to a master). */
export function useTeam(enabled = true) {
  return useQuery({ ...teamQuery, enabled });
}
