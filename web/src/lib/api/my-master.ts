import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api-client.ts';

/** GET /api/staff/me — the master the signed-in account works as; null for an owner (404). */
export const myMasterQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: async ({ signal }) => {
    try {
      return await call('GET /api/staff/me', {}, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  retry: false,
});

/** The master's own view shows their bookings, day and hours only; the business's pages are the owner's. */
export function useMyMaster(enabled = true) {
  return useQuery({ ...myMasterQuery, enabled });
}
