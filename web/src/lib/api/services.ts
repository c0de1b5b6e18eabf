import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/** GET /api/services — the signed-in provider's own services. */
export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: ({ signal }) => call('GET /api/services', {}, { signal }),
});

export function useServices() {
  return useQuery(servicesQuery);
}
