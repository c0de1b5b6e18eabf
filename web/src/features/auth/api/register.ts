import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { messagesLanguage } from '../../../lib/i18n/localized.ts';
import { clearErrorToast } from '../../../lib/toast.ts';

/**
 * POST /api/register — 201 with the new user, already signed in. The page's language goes with it: the account's
 * language from the start, so the e-mails that follow (the address's proof, a password reset) are in it.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/register'>['body']) =>
      call('POST /api/register', { body: { ...body, language: body.language ?? messagesLanguage() } }),
    onSuccess: (user) => {
      clearErrorToast();
      queryClient.setQueryData(userQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: mySubscriptionQuery.queryKey });
    },
  });
}
