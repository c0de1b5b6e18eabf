import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../api-client.ts';
import type { Role } from '../types.ts';
import type { ListQuery } from './list-query.ts';

/**
 * The user-management calls, which the admin panel (/api/admin, admin-panel session) and the platform admin
 * (/api/platform-admin, role platform_admin) offer with the same shapes under different roots: each root's route keys.
 */
export type UsersApiRoot = '/api/admin' | '/api/platform-admin';

const ROUTES = {
  '/api/admin': {
    list: 'GET /api/admin/users',
    preview: 'GET /api/admin/users/:userId/delete-preview',
    role: 'PUT /api/admin/users/:userId/role',
    plan: 'PUT /api/admin/users/:userId/subscription',
    remove: 'DELETE /api/admin/users/:userId',
  },
  '/api/platform-admin': {
    list: 'GET /api/platform-admin/users',
    preview: 'GET /api/platform-admin/users/:userId/delete-preview',
    role: 'PUT /api/platform-admin/users/:userId/role',
    plan: 'PUT /api/platform-admin/users/:userId/subscription',
    remove: 'DELETE /api/platform-admin/users/:userId',
  },
} as const;

export function usersQuery(root: UsersApiRoot, query: ListQuery) {
  return queryOptions({
    queryKey: [root, 'users', query],
    queryFn: ({ signal }) => callPage(ROUTES[root].list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET {root}/users?page&pageSize&sort&q */
export function useUsers(root: UsersApiRoot, query: ListQuery) {
  return useQuery(usersQuery(root, query));
}

/** GET {root}/users/{id}/delete-preview — asked fresh each time the confirmation opens. */
export function useDeletePreview(root: UsersApiRoot, userId: string) {
  return useQuery({
    queryKey: [root, 'delete-preview', userId],
    queryFn: ({ signal }) => call(ROUTES[root].preview, { params: { userId } }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Every user write changes the table, the totals and the activity. */
function refresh(queryClient: QueryClient, root: UsersApiRoot) {
  void queryClient.invalidateQueries({ queryKey: [root] });
}

/** PUT {root}/users/{id}/role */
export function useChangeRole(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => call(ROUTES[root].role, { params: { userId }, body: { role } }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** PUT {root}/users/{id}/subscription */
export function useChangeSubscription(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, planId }: { userId: string; planId: number }) =>
      call(ROUTES[root].plan, { params: { userId }, body: { planId } }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** POST /api/platform-admin/users/{id}/subscription/cancel (platform admin only). */
export function useCancelSubscription(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call('POST /api/platform-admin/users/:userId/subscription/cancel', { params: { userId } }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** DELETE {root}/users/{id} */
export function useDeleteUser(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(ROUTES[root].remove, { params: { userId } }),
    onSuccess: () => refresh(queryClient, root),
  });
}
