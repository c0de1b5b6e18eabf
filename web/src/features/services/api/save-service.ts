import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@qabul/api/schemas';
import { call } from '../../../lib/api-client.ts';
import { servicesQuery } from '../../../lib/api/services.ts';
import type { WeeklyAvailability } from '../../../lib/types.ts';

export interface SaveServiceVariables {
  id: number | null;
  input: ServiceInput;
  availability: WeeklyAvailability;
  /** The service had times before; an emptied week must then be saved too. */
  hadAvailability: boolean;
}

export function hasAnyTimes(week: WeeklyAvailability): boolean {
  return Object.values(week).some((times) => (times?.length ?? 0) > 0);
}

/**
 * POST/PUT /api/services, then PUT /api/service-availability/:id when the week has times
 * (spec.md section 4: a failure of that second call is only logged).
 */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, availability, hadAvailability }: SaveServiceVariables) => {
      const service = id
        ? await call('PUT /api/services/:id', { params: { id }, body: input })
        : await call('POST /api/services', { body: input });
      if (hasAnyTimes(availability) || hadAvailability) {
        try {
          await call('PUT /api/service-availability/:serviceId', { params: { serviceId: service.id }, body: { availability } });
        } catch (error) {
          console.error('Saving availability failed', error);
        }
      }
      return service;
    },
    onSuccess: (service) => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['service-availability', service.id] });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}
