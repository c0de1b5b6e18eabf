import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { Business } from '../../../lib/types.ts';
import { businessQuery } from './get-business.ts';

/** PUT /api/business/gallery {imageIds} — every photo once, first shown first; answers the gallery in that order. */
export function useOrderGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: string[]) => call('PUT /api/business/gallery', { body: { imageIds } }),
    // The new order shows at once; a refusal puts the stored one back.
    onMutate: (imageIds) => {
      const before = queryClient.getQueryData<Business>(businessQuery.queryKey);
      if (before) {
        const byId = new Map(before.gallery.map((image) => [image.id, image]));
        const gallery = imageIds.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<Business>(businessQuery.queryKey, { ...before, gallery });
      }
      return { before };
    },
    onError: (_, __, context) => {
      if (context?.before) queryClient.setQueryData(businessQuery.queryKey, context.before);
    },
    onSuccess: (gallery) => queryClient.setQueryData<Business>(businessQuery.queryKey, (business) => business && { ...business, gallery }),
  });
}
