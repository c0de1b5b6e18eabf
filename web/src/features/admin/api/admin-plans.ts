import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { type AdminPlan, type PlanFormOutput, planPayload } from '../model/plan-form.ts';

/** GET /api/admin/subscription-plans — every plan, inactive ones too, cheapest first. */
export const adminPlansQuery = queryOptions({
  queryKey: ['/api/admin', 'plans'],
  queryFn: ({ signal }): Promise<AdminPlan[]> => call('GET /api/admin/subscription-plans', {}, { signal }),
  select: (plans: AdminPlan[]) => [...plans].sort((a, b) => a.price - b.price || a.id - b.id),
});

export function useAdminPlans() {
  return useQuery(adminPlansQuery);
}

/** A plan change shows in the admin panel and on every page that lists plans. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['/api/admin'] });
  void queryClient.invalidateQueries({ queryKey: ['subscription-plans'] });
}

/** POST /api/admin/subscription-plans, or PUT .../{id} when editing. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: PlanFormOutput }) =>
      id === null
        ? call('POST /api/admin/subscription-plans', { body: planPayload(form) })
        : call('PUT /api/admin/subscription-plans/:id', { params: { id }, body: planPayload(form) }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/subscription-plans/{id}; 409 while users hold the plan (the message says to deactivate it). */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/admin/subscription-plans/:id', { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}
