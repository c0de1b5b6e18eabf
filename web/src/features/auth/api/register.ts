import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { clearErrorToast } from '../../../lib/toast.ts';

/** POST /api/register — 201 with the new user, already signed in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/register'>['body']) => call('POST /api/register', { body }),
    onSuccess: (user) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
