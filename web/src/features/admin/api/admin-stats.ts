import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../lib/admin/types.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/stats — totals, per-plan figures, the two chart series and recent activity. */
export const adminStatsQuery = queryOptions({
  queryKey: ['/api/admin', 'stats'],
  queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
