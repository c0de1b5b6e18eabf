import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/platform-admin/stats — totals of users, bookings and services, and recent activity. */
export const platformStatsQuery = queryOptions({
  queryKey: ['/api/platform-admin', 'stats'],
  queryFn: ({ signal }) => call('GET /api/platform-admin/stats', {}, { signal }),
});

export function usePlatformStats() {
  return useQuery(platformStatsQuery);
}
