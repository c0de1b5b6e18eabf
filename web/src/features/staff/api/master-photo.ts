import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { teamQuery } from '../../../lib/api/team.ts';
import { uploadFile } from '../../../lib/upload.ts';

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
    // The public page and the Mini App show masters' photos on the master step.
    void queryClient.invalidateQueries({ queryKey: ['public-services'] });
  };
}

/** POST /api/staff/{id}/photo (multipart, field `photo`) — judged by its content, re-encoded; answers the master. */
export function useUploadMasterPhoto(onProgress: (percent: number) => void) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadFile('POST /api/staff/:id/photo', { id }, 'photo', file, onProgress),
    onSuccess: refresh,
  });
}

/** DELETE /api/staff/{id}/photo — 204; the master shows their initial again. */
export function useDeleteMasterPhoto() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/staff/:id/photo', { params: { id } }),
    onSuccess: refresh,
  });
}
