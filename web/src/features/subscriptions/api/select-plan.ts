import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { mySubscriptionQuery, userQuery } from '../../../lib/auth.ts';
import { useLanguage } from '../../../lib/i18n/language.ts';
import { mySubscriptionKey } from './my-subscription.ts';

/** POST /api/select-subscription-plan — the free plan, or Business's one-time trial; paid plans answer 409. */
export function useSelectPlan() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (planId: number) => call('POST /api/select-subscription-plan', { body: { planId } }),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(mySubscriptionQuery.queryKey, subscription);
      queryClient.setQueryData(mySubscriptionKey(language), subscription);
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    },
  });
}
