import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from '../../../lib/api-client.ts';
import type { ProviderReview } from '../../../lib/types.ts';

/** GET /api/reviews — the provider's reviews, hidden ones too, newest first (the latest 100). */
export function useProviderReviews() {
  return useQuery({
    queryKey: ['reviews', 'mine'],
    queryFn: ({ signal }) => apiList<ProviderReview>('/api/reviews', { query: { limit: 100 }, signal }),
  });
}

/** PUT /api/reviews/:id {hidden} */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api<ProviderReview>(`/api/reviews/${id}`, { method: 'PUT', body: { hidden } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
