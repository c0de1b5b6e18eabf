import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/admin/stats — totals, per-plan figures, the two chart series and recent activity. */
export const adminStatsQuery = queryOptions({
  queryKey: ['/api/admin', 'stats'],
  queryFn: ({ signal }) => call('GET /api/admin/stats', {}, { signal }),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
