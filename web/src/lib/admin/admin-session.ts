import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../api-client.ts';
import { userQuery } from '../auth.ts';
import type { User } from '../types.ts';

/**
 * GET /api/admin/session — the admin-panel account signed in (cookie qabul.admin.sid), null without one. A
 * visitor gets 200 with null there, so the sign-in page loads without a failed request in the console.
 */
export const adminMeQuery = queryOptions({
  queryKey: ['admin-me'],
  queryFn: async ({ signal }) => (await call('GET /api/admin/session', {}, { nullOn401: true, signal }))?.admin ?? null,
});

export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQuery, enabled });
}

/** POST /api/admin/login {username, password}; the answer is the account, kept as the current admin. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/admin/login'>['body']) => call('POST /api/admin/login', { body }),
    onSuccess: (account) => {
      // A new session sees fresh data, not what an earlier admin read on this tab.
      queryClient.removeQueries({ queryKey: ['/api/admin'] });
      queryClient.setQueryData(adminMeQuery.queryKey, account);
    },
  });
}

/**
 * Chiqish in the admin area: ends the admin-panel session and the normal one, whichever the operator holds, then
 * forgets everything read with them (the next person at this computer starts clean).
 */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessions: { panel: boolean; user: boolean }) => {
      await Promise.all([sessions.panel ? call('POST /api/admin/logout') : null, sessions.user ? call('POST /api/logout') : null]);
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(adminMeQuery.queryKey, null);
      queryClient.setQueryData(userQuery.queryKey, null);
    },
  });
}

/** Users who may use /admin/bookings and /admin/settings with their normal session. */
export function isAdminRole(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'platform_admin';
}
