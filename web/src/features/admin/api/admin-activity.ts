import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../lib/admin/list-query.ts';
import { type CallInput, callPage } from '../../../lib/api-client.ts';

/** The table's page and the contract's filters (one user's, one action's). */
export type ActivityQuery = ListQuery & Pick<NonNullable<CallInput<'GET /api/admin/activity'>['query']>, 'userId' | 'action'>;

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
