import { useNavigate } from 'react-router';
import { plans as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Plan } from '../../../lib/types.ts';
import { useSelectPlan } from '../api/select-plan.ts';

export function paymentPath(planId: number): string {
  return `${paths.payment}?planId=${planId}`;
}

/** A plan that can be taken without paying: the free one, or one with a trial (Business). */
export function canSelectDirectly(plan: Plan): boolean {
  return plan.price === 0 || (plan.trialDays ?? 0) > 0;
}

/**
 * Choosing a plan (spec.md section 4): free or trial plans are selected at once and lead to /;
 * other paid plans go to the payment page. A refused trial (already used) also ends on the payment page.
 */
export function usePlanChoice() {
  const navigate = useNavigate();
  const select = useSelectPlan();

  const choose = (plan: Plan) => {
    if (!canSelectDirectly(plan)) {
      navigate(paymentPath(plan.id));
      return;
    }
    select.mutate(plan.id, {
      onSuccess: () => {
        toastSuccess(t.selected);
        navigate(paths.home);
      },
      onError: (error) => {
        toastError(error, t.selectError);
        if (plan.price > 0 && error instanceof ApiError && error.status === 409) navigate(paymentPath(plan.id));
      },
    });
  };

  return { choose, pendingPlanId: select.isPending ? select.variables : undefined };
}
