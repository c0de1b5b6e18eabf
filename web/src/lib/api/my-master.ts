import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type CallAnswer, call } from '../api-client.ts';

/**
 * GET /api/staff/me — the master the signed-in account works as: an invited master's own record, or the owner's own
 * (`isOwner`: the owner is a master of their business too). Null for an account that is nobody's master (404).
 */
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

export function useMyMaster(enabled = true) {
  return useQuery({ ...myMasterQuery, enabled });
}

/**
 * Whether the signed-in person works inside someone else's business (an invited master): their own bookings, day
 * and hours only, the business's pages being the owner's. An owner is not, though `/api/staff/me` answers for them.
 */
export function isInvitedMaster(master: CallAnswer<'GET /api/staff/me'> | null | undefined): boolean {
  return Boolean(master && !master.isOwner);
}
