import { PROVIDER_DEFAULT_TIMEZONE } from '@qabul/api/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { MySubscription, User } from './types.ts';

/** GET /api/user; 401 means nobody is signed in and reads as null (spec.md section 7). */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => api<User | null>('/api/user', { nullOn401: true, signal }),
});

export function useUser() {
  return useQuery(userQuery);
}

/** GET /api/my-subscription, only for a signed-in user. */
export const mySubscriptionQuery = queryOptions({
  queryKey: ['my-subscription'],
  queryFn: ({ signal }) => api<MySubscription | null>('/api/my-subscription', { nullOn401: true, signal }),
});

export function useMySubscription(enabled: boolean) {
  return useQuery({ ...mySubscriptionQuery, enabled });
}

/** The signed-in provider's timezone (their dates and slots are in it), Asia/Tashkent by default. */
export function useProviderTimezone(): string {
  return useUser().data?.timezone || PROVIDER_DEFAULT_TIMEZONE;
}

export function isActiveSubscription(subscription: { status: string } | null | undefined): boolean {
  return subscription?.status === 'active';
}

export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName || user.username;
}

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function initials(person: { firstName: string | null; lastName: string | null; username?: string }): string {
  const letters = `${person.firstName?.[0] ?? ''}${person.lastName?.[0] ?? ''}`;
  return (letters || person.username?.slice(0, 2) || '?').toUpperCase();
}

/** POST /api/logout, then forget everything read for that user. */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(userQuery.queryKey, null);
      onDone();
    },
  });
}
