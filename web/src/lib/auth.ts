import { PROVIDER_DEFAULT_TIMEZONE } from '@qabul/api/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * Who is signed in, null for a visitor. GET /api/session answers a visitor with 200 (GET /api/user would answer
 * 401, which browsers log as a console error on every public page load).
 */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async ({ signal }) => (await call('GET /api/session', {}, { nullOn401: true, signal }))?.user ?? null,
});

export function useUser() {
  return useQuery(userQuery);
}

/** GET /api/my-subscription, only for a signed-in user. */
export const mySubscriptionQuery = queryOptions({
  queryKey: ['my-subscription'],
  queryFn: ({ signal }) => call('GET /api/my-subscription', {}, { nullOn401: true, signal }),
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

/** How a person is shown: the server's one rule (contracts/display-name.ts). */
export { displayName, fullName, greetingName } from '@qabul/api/schemas';

export function initials(person: { firstName: string | null; lastName: string | null; username?: string }): string {
  const letters = `${person.firstName?.[0] ?? ''}${person.lastName?.[0] ?? ''}`;
  return (letters || person.username?.slice(0, 2) || '?').toUpperCase();
}

/** POST /api/logout, then forget everything read for that user. */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/logout'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(userQuery.queryKey, null);
      onDone();
    },
  });
}
