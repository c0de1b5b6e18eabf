import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { BookableService } from './booking-choices.ts';

/** GET /api/public/services/:idOrUsername — the provider's active services. */
export function getPublicServices(identifier: string, signal?: AbortSignal): Promise<BookableService[]> {
  return call('GET /api/public/services/:identifier', { params: { identifier } }, { signal });
}

export function publicServicesQuery(identifier: string) {
  return queryOptions({
    queryKey: ['public-services', identifier],
    queryFn: ({ signal }) => getPublicServices(identifier, signal),
  });
}

export function usePublicServices(identifier: string, enabled = true) {
  return useQuery({ ...publicServicesQuery(identifier), enabled });
}
