// What the subscriptions feature offers the other features: they import it from here, never from its files.
export { inForceSql, planInForceSql, subscriptionInForceId } from './plan-in-force.queries.ts';
export { presentPlan, presentUserSubscription } from './subscriptions.presenter.ts';
export { SelectPlan } from './subscriptions.schema.ts';
export { activeSubscription, type ActiveSubscription, effectivePlan } from './subscriptions.service.ts';
export { PLAN_HANDOVER_JOB, planHandOverHandler, refreshPaidPlan, startPlan } from './plan-changes.ts';
export { expireEndedSubscriptions } from './subscriptions.queries.ts';
export { planNameFor, planTextCatalogues } from './plan-texts.ts';
