import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/** GET /api/business — the signed-in owner's business (the "Biznes" page, the setup and the first-steps card read it). */
export const businessQuery = queryOptions({
  queryKey: ['business'],
  queryFn: ({ signal }) => call('GET /api/business', {}, { signal }),
});

export function useBusiness(enabled = true) {
  return useQuery({ ...businessQuery, enabled });
}
