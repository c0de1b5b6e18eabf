import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { clearErrorToast } from '../../../lib/toast.ts';

/** POST /api/login — 200 with the user and `requiresSubscriptionSelection`; 401 on wrong credentials. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/login'>['body']) => call('POST /api/login', { body }),
    onSuccess: ({ requiresSubscriptionSelection: _, ...user }) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
