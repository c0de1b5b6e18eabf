import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { Service } from '../types.ts';

/** GET /api/services — the signed-in provider's own services. */
export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: ({ signal }) => api<Service[]>('/api/services', { signal }),
});

export function useServices() {
  return useQuery(servicesQuery);
}
