import { actorOf } from '../../lib/context.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { planWordsFor } from './plan-texts.ts';
import * as api from './subscriptions.contract.ts';
import { presentMySubscription, presentPlan } from './subscriptions.presenter.ts';
import { activeSubscription, listPlans, selectPlan } from './subscriptions.service.ts';

export const subscriptionRoutes = new ContractRouter();

subscriptionRoutes.mount(api.listPlans, async (ctx) => {
  // The platform's own plan words in the reader's language; the answer varies with it.
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  const language = requestLanguage(ctx);
  return (await listPlans(ctx.state.em)).map((plan) => planWordsFor(presentPlan(plan), language, plan.code ?? null));
});

subscriptionRoutes.mount(api.getMySubscription, requireUser, async (ctx) => {
  const active = await activeSubscription(ctx.state.em, signedInUser(ctx).id);
  return active ? presentMySubscription(active, requestLanguage(ctx)) : null;
});

subscriptionRoutes.mount(api.selectPlan, requireUser, async (ctx, { body }) =>
  presentMySubscription(await selectPlan(ctx.state.em, signedInUser(ctx).id, body.planId, actorOf(ctx)), requestLanguage(ctx)),
);
