import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Business } from '../../../lib/types.ts';

/** GET /api/business — the signed-in owner's business (name, category, place, contacts, pictures). */
export const businessQuery = queryOptions({
  queryKey: ['business'],
  queryFn: ({ signal }) => api<Business>('/api/business', { signal }),
});

export function useBusiness() {
  return useQuery(businessQuery);
}
