import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Register } from '@qabul/api/schemas';
import { api } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { clearErrorToast } from '../../../lib/toast.ts';
import type { User } from '../../../lib/types.ts';

/** POST /api/register — 201 with the new user, already signed in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Register) => api<User>('/api/register', { method: 'POST', body }),
    onSuccess: (user) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
