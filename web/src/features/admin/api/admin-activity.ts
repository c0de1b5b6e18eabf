import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/api-client.ts';

export interface ActivityQuery {
  page: number;
  pageSize: number;
  userId?: string;
  action?: string;
}

/** GET /api/admin/activity?userId&action&page&pageSize — the audit trail (platform_activity), newest first. */
export function activityQuery(query: ActivityQuery) {
  return queryOptions({
    queryKey: ['/api/admin', 'activity', query],
    queryFn: ({ signal }) => callPage('GET /api/admin/activity', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(query: ActivityQuery) {
  return useQuery(activityQuery(query));
}
