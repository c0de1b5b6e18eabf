import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/api-client.ts';

export const CLIENTS_PER_PAGE = 20;

/** GET /api/clients?search&limit&offset — one page of the provider's clients and how many match. */
export function useClients(search: string, offset: number) {
  return useQuery({
    queryKey: ['clients', search, offset],
    queryFn: ({ signal }) => callPage('GET /api/clients', { query: { search, limit: CLIENTS_PER_PAGE, offset } }, { signal }),
    // Typing a search keeps the last page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/clients/:id — the card: figures, the private note, the booking history. */
export function useClient(id: string | null) {
  return useQuery({
    queryKey: ['clients', 'card', id],
    queryFn: ({ signal }) => call('GET /api/clients/:id', { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

/** PUT /api/clients/:id {note} */
export function useSaveClientNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => call('PUT /api/clients/:id', { params: { id }, body: { note } }),
    onSuccess: (card) => queryClient.setQueryData(['clients', 'card', card.id], card),
  });
}
