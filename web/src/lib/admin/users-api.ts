import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from '../api-client.ts';
import type { Role } from '../types.ts';
import type { ListQuery } from './list-query.ts';
import type { AdminUser, DeletePreview } from './types.ts';

/**
 * The user-management calls, which the admin panel (/api/admin, admin-panel session) and the platform admin
 * (/api/platform-admin, role platform_admin) offer with the same shapes under different roots.
 */
export type UsersApiRoot = '/api/admin' | '/api/platform-admin';

export function usersQuery(root: UsersApiRoot, query: ListQuery) {
  return queryOptions({
    queryKey: [root, 'users', query],
    queryFn: ({ signal }) => apiList<AdminUser>(`${root}/users`, { query: { ...query }, signal }),
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
    queryFn: ({ signal }) => api<DeletePreview>(`${root}/users/${userId}/delete-preview`, { signal }),
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
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api<AdminUser>(`${root}/users/${userId}/role`, { method: 'PUT', body: { role } }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** PUT {root}/users/{id}/subscription */
export function useChangeSubscription(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, planId }: { userId: string; planId: number }) =>
      api<AdminUser>(`${root}/users/${userId}/subscription`, { method: 'PUT', body: { planId } }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** POST /api/platform-admin/users/{id}/subscription/cancel (platform admin only). */
export function useCancelSubscription(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<AdminUser>(`${root}/users/${userId}/subscription/cancel`, { method: 'POST' }),
    onSuccess: () => refresh(queryClient, root),
  });
}

/** DELETE {root}/users/{id} */
export function useDeleteUser(root: UsersApiRoot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<void>(`${root}/users/${userId}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, root),
  });
}
