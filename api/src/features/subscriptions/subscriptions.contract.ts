import { endpoint } from '../../contracts/endpoint.ts';
import { MySubscriptionResponse, PlanResponse } from '../../contracts/responses.ts';
import { SelectPlan } from './subscriptions.schema.ts';

/** The platform's plans (their words in the reader's language) and the signed-in provider's own. */
export const listPlans = endpoint({ method: 'GET', path: '/api/subscription-plans', response: PlanResponse.array() });

export const getMySubscription = endpoint({
  method: 'GET',
  path: '/api/my-subscription',
  response: MySubscriptionResponse.nullable(),
  summary: 'null without a plan in force',
});

export const selectPlan = endpoint({
  method: 'POST',
  path: '/api/select-subscription-plan',
  body: SelectPlan,
  response: MySubscriptionResponse,
  summary:
    "the free plan, or Business's one-time trial; a paid plan answers `payment_required` (it is bought through POST /api/payment/subscription)",
});
