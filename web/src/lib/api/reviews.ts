import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/** GET /api/public/reviews/:userIdentifier — the average and the latest visible reviews the public page shows. */
export function usePublicReviews(identifier: string) {
  return useQuery({
    queryKey: ['reviews', 'public', identifier],
    queryFn: ({ signal }) => call('GET /api/public/reviews/:userIdentifier', { params: { userIdentifier: identifier } }, { signal }),
  });
}
