import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { actorOf } from '../../lib/context.ts';
import { presentMySubscription, presentPlan } from './subscriptions.presenter.ts';
import { SelectPlan } from './subscriptions.schema.ts';
import { activeSubscription, listPlans, selectPlan } from './subscriptions.service.ts';
import { sendJson } from '../../lib/respond.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { planWordsFor } from './plan-texts.ts';

export const subscriptionRoutes = new Router<AppContext['state'], AppContext>();

subscriptionRoutes.get('/api/subscription-plans', async (ctx) => {
  // The platform's own plan words in the reader's language; the answer varies with it.
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  const language = requestLanguage(ctx);
  ctx.body = (await listPlans(ctx.state.em)).map((plan) => planWordsFor(presentPlan(plan), language, plan.code ?? null));
});

subscriptionRoutes.get('/api/my-subscription', requireUser, async (ctx) => {
  const active = await activeSubscription(ctx.state.em, signedInUser(ctx).id);
  sendJson(ctx, active ? presentMySubscription(active, requestLanguage(ctx)) : null);
});

subscriptionRoutes.post('/api/select-subscription-plan', requireUser, validate(SelectPlan), async (ctx) => {
  const { planId } = input(ctx, SelectPlan);
  ctx.body = presentMySubscription(await selectPlan(ctx.state.em, signedInUser(ctx).id, planId, actorOf(ctx)), requestLanguage(ctx));
});
