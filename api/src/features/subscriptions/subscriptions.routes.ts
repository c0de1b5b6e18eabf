import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { actorOf } from '../../lib/context.ts';
import { presentMySubscription, presentPlan } from './subscriptions.presenter.ts';
import { SelectPlan } from './subscriptions.schema.ts';
import { activeSubscription, listPlans, selectPlan } from './subscriptions.service.ts';
import { sendJson } from '../../lib/respond.ts';

export const subscriptionRoutes = new Router<AppContext['state'], AppContext>();

subscriptionRoutes.get('/api/subscription-plans', async (ctx) => {
  ctx.body = (await listPlans(ctx.state.em)).map(presentPlan);
});

subscriptionRoutes.get('/api/my-subscription', requireUser, async (ctx) => {
  const active = await activeSubscription(ctx.state.em, signedInUser(ctx).id);
  sendJson(ctx, active ? presentMySubscription(active) : null);
});

subscriptionRoutes.post('/api/select-subscription-plan', requireUser, validate(SelectPlan), async (ctx) => {
  const { planId } = input(ctx, SelectPlan);
  ctx.body = presentMySubscription(await selectPlan(ctx.state.em, signedInUser(ctx).id, planId, actorOf(ctx)));
});
