import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { ServiceAvailability } from '../types.ts';

/** GET /api/service-availability/:serviceId — `{serviceId, availability}`, an empty map when none is set. */
export function availabilityQuery(serviceId: number) {
  return queryOptions({
    queryKey: ['service-availability', serviceId],
    queryFn: ({ signal }) => api<ServiceAvailability>(`/api/service-availability/${serviceId}`, { signal }),
  });
}

export function useServiceAvailability(serviceId: number | null) {
  return useQuery({ ...availabilityQuery(serviceId ?? 0), enabled: serviceId !== null });
}
