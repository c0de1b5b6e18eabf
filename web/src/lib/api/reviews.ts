import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { ReviewSummary } from '../types.ts';

/** GET /api/public/reviews/:userIdentifier — the average and the latest visible reviews the public page shows. */
export function usePublicReviews(identifier: string) {
  return useQuery({
    queryKey: ['reviews', 'public', identifier],
    queryFn: ({ signal }) => api<ReviewSummary>(`/api/public/reviews/${encodeURIComponent(identifier)}`, { signal }),
  });
}
