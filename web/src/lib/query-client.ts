import { QueryClient } from '@tanstack/react-query';

/** Reads are fetched once and kept: no retries, no refetch on focus, never stale on their own (spec.md section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
