import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { Business } from '../../../lib/types.ts';
import { businessQuery } from './get-business.ts';

/** DELETE /api/business/images/{id} — 204; the logo, the cover or a gallery photo is gone from the page. */
export function useDeleteBusinessImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/business/images/:id', { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Business>(businessQuery.queryKey, (business) =>
        business
          ? {
              ...business,
              logo: business.logo?.id === id ? null : business.logo,
              cover: business.cover?.id === id ? null : business.cover,
              gallery: business.gallery.filter((image) => image.id !== id),
            }
          : business,
      );
    },
  });
}
