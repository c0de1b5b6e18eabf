import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/api-client.ts';

/** GET /api/reviews — the provider's reviews, hidden ones too, newest first (the latest 100). */
export function useProviderReviews() {
  return useQuery({
    queryKey: ['reviews', 'mine'],
    queryFn: ({ signal }) => callPage('GET /api/reviews', { query: { limit: 100 } }, { signal }),
  });
}

/** PUT /api/reviews/:id {hidden} */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => call('PUT /api/reviews/:id', { params: { id }, body: { hidden } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
