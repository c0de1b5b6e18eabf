import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login } from '@qabul/api/schemas';
import { api } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { clearErrorToast } from '../../../lib/toast.ts';
import type { LoginResponse } from '../../../lib/types.ts';

/** POST /api/login — 200 with the user and `requiresSubscriptionSelection`; 401 on wrong credentials. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Login) => api<LoginResponse>('/api/login', { method: 'POST', body }),
    onSuccess: ({ requiresSubscriptionSelection: _, ...user }) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
