import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business } from '../../../lib/types.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { businessQuery } from './get-business.ts';

export type PictureKind = 'logo' | 'cover' | 'gallery';

/**
 * POST /api/business/images/{logo|cover|gallery} (multipart, field `image`) — 201 with the stored picture: the logo
 * and the cover replace the old one, a gallery photo is added last. `onProgress` gets the percent sent.
 */
export function useUploadBusinessImage(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: PictureKind; file: File }) =>
      uploadFile('POST /api/business/images/:kind', { kind }, 'image', file, onProgress),
    onSuccess: (image, { kind }) => {
      queryClient.setQueryData<Business>(
        businessQuery.queryKey,
        (business) =>
          business && (kind === 'gallery' ? { ...business, gallery: [...business.gallery, image] } : { ...business, [kind]: image }),
      );
    },
  });
}
