import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/public/user/:idOrUsername — the provider whose page this is; 404 means no such provider. */
export function getPublicProvider(identifier: string, signal?: AbortSignal) {
  return call('GET /api/public/user/:identifier', { params: { identifier } }, { signal });
}

export function publicProviderQuery(identifier: string) {
  return queryOptions({
    queryKey: ['public-provider', identifier],
    queryFn: ({ signal }) => getPublicProvider(identifier, signal),
  });
}

export function usePublicProvider(identifier: string) {
  return useQuery(publicProviderQuery(identifier));
}
