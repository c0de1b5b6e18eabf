import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/** GET /api/service-availability/:serviceId — `{serviceId, availability}`, an empty map when none is set. */
export function availabilityQuery(serviceId: number) {
  return queryOptions({
    queryKey: ['service-availability', serviceId],
    queryFn: ({ signal }) => call('GET /api/service-availability/:serviceId', { params: { serviceId } }, { signal }),
  });
}

export function useServiceAvailability(serviceId: number | null) {
  return useQuery({ ...availabilityQuery(serviceId ?? 0), enabled: serviceId !== null });
}

/**
 * Does any of these services have weekly hours? One query for all of them (asked service by service, stopping at
 * the first with hours), read afresh whenever a page using it opens.
 */
export function useAnyServiceHours(serviceIds: readonly number[] | null) {
  return useQuery({
    queryKey: ['service-availability', 'any', serviceIds],
    queryFn: async ({ signal }) => {
      for (const id of serviceIds ?? []) {
        const { availability } = await call('GET /api/service-availability/:serviceId', { params: { serviceId: id } }, { signal });
        if (Object.values(availability).some((times) => times.length > 0)) return true;
      }
      return false;
    },
    enabled: serviceIds !== null,
    staleTime: 0,
  });
}
