import type { BusinessInput } from '@qabul/api/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { businessQuery } from './get-business.ts';

/** PUT /api/business — the fields sent change, the ones left out stay; answers the business as stored. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessInput) => call('PUT /api/business', { body }),
    onSuccess: (business) => {
      queryClient.setQueryData(businessQuery.queryKey, business);
      // The page's header, the dashboard's first steps and the public read all show the business.
      void queryClient.invalidateQueries({ queryKey: ['public-provider'] });
    },
  });
}
