import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext, AppDeps } from '../../lib/context.ts';
import { loadUser, requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { decodeCheckoutPayload } from './checkout-link.ts';
import { clickRoutes } from './click/click.routes.ts';
import { mayReadOrder } from './order-access.ts';
import { findOrder, findOrderReaders, paymentHistory } from './orders.queries.ts';
import { receiptsIn } from './receipts.ts';
import { orderReserve, orderSubscription } from './orders.service.ts';
import { presentOrder, presentOrderStatus, presentSandboxCheckout } from './payments.presenter.ts';
import { paymentText } from './messages.uz.ts';
import type { PaymeContext } from './payme/payme.methods.ts';
import { runPaymeMethod } from './payme/payme.methods.ts';
import { paymeRoutes } from './payme/payme.routes.ts';
import { OrderRelease, RealPayment, ReserveOrder, SubscriptionOrder, TestPayment } from './payments.schema.ts';
import { releaseReserveOrder } from './order-release.ts';
import { paymentCheck } from './test-payment.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { requirePlatformAdmin } from '../admin/index.ts';
import { clientLanguageOf, isTelegramLaunch } from '../telegram/index.ts';
import { whenBookingCancelled } from '../bookings/index.ts';
import { closeOrderOfBooking } from './order-closing.ts';

export const paymentRoutes = new Router<AppContext['state'], AppContext>();

// Payments books through bookings, so bookings cannot call payments: it announces cancellations through this
// hook, and a cancelled booking's unpaid order closes in the cancel's own transaction.
whenBookingCancelled(closeOrderOfBooking);

/** What the merchant logic needs from the app; the same for Payme's calls and the sandbox checkout. */
export function paymeContext(deps: AppDeps, paidBy: PaymeContext['paidBy'], now: () => number = Date.now): PaymeContext {
  return {
    pool: deps.pool,
    now,
    paidBy,
    touched: (providerId) => {
      deps.providerChanged(providerId);
      deps.notify();
    },
  };
}

/** Payme's merchant endpoint: mounted ahead of sessions and the API's error answers, which it must not use. */
export function paymentMerchantRoutes(deps: AppDeps) {
  const router = new Router<AppContext['state'], AppContext>();
  router.use(paymeRoutes(deps.config.payments, () => paymeContext(deps, 'payme')).routes());
  router.use(clickRoutes(deps).routes());
  return router;
}

paymentRoutes.post('/api/payment/subscription', requireUser, validate(SubscriptionOrder), async (ctx) => {
  const { planId } = input(ctx, SubscriptionOrder);
  ctx.status = 201;
  ctx.body = await orderSubscription(ctx.state.em, ctx.deps, ctx.deps.config.payments, publicOrigin(ctx), signedInUser(ctx), planId);
});

paymentRoutes.post('/api/payment/service-reserve', validate(ReserveOrder), async (ctx) => {
  const reserve = input(ctx, ReserveOrder);
  const answer = await orderReserve(ctx.state.em, ctx.deps, ctx.deps.config.payments, publicOrigin(ctx), reserve, ctx.ip, {
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    language: clientLanguageOf(ctx, reserve.language),
    // The Mini App pays with a Telegram invoice when the bot takes payments; the web page needs a checkout link.
    ways: { telegramInvoice: Boolean(ctx.deps.config.telegram.paymentProviderToken) && isTelegramLaunch(ctx) },
  });
  ctx.deps.providerChanged(answer.providerId);
  const { providerId: _provider, ...body } = answer;
  ctx.status = 201;
  ctx.body = body;
});

/**
 * The return page asks what really happened; the answer names nobody. Ids count up, so the id alone reads
 * nothing: `?token=` (the order's own, or a reserve fee's booking client token) or the owner's session does.
 */
paymentRoutes.get('/api/payment/orders/:id', async (ctx) => {
  const id = ctx.params.id ?? '';
  const [order, readers] = await Promise.all([findOrder(ctx.deps.pool, id), findOrderReaders(ctx.deps.pool, id)]);
  await loadUser(ctx);
  const token = typeof ctx.query.token === 'string' ? ctx.query.token : null;
  if (!order || !readers || !mayReadOrder(order, readers, { userId: ctx.state.user?.id ?? null, token }))
    throw new AppError('not_found', paymentText.orderNotFound);
  ctx.body = presentOrderStatus(order);
});

/** The client gives up an unpaid reserve fee (the Mini App, after an invoice closed unpaid): the time is freed now. */
paymentRoutes.post('/api/payment/orders/:id/release', validate(OrderRelease), async (ctx) => {
  const { order, providerId } = await releaseReserveOrder(ctx.deps.pool, ctx.params.id ?? '', input(ctx, OrderRelease).token);
  if (providerId) ctx.deps.providerChanged(providerId);
  ctx.body = presentOrderStatus(order);
});

function sandboxOnly(ctx: AppContext) {
  if (!ctx.deps.config.payments.sandbox) throw new AppError('not_found', paymentText.sandboxOnly);
}

/** The sandbox checkout page's data: what Payme's page would show for this link. */
paymentRoutes.get('/api/payment/sandbox/:payload', async (ctx) => {
  sandboxOnly(ctx);
  const params = decodeCheckoutPayload(ctx.params.payload ?? '');
  const order = await findOrder(ctx.deps.pool, params['ac.order_id'] ?? '');
  if (!order) throw new AppError('not_found', paymentText.orderNotFound);
  ctx.body = presentSandboxCheckout(order, params);
});

/**
 * The sandbox checkout plays Payme's part through the same merchant methods Payme calls: "To'lash" runs
 * CheckPerformTransaction, CreateTransaction and PerformTransaction; "Bekor qilish" creates and cancels
 * (reason 3), which frees a reserve hold exactly as a failed Payme payment would.
 */
paymentRoutes.post('/api/payment/sandbox/:orderId/:action', async (ctx) => {
  sandboxOnly(ctx);
  const action = ctx.params.action;
  if (action !== 'pay' && action !== 'cancel') throw new AppError('not_found', paymentText.orderNotFound);
  const order = await findOrder(ctx.deps.pool, ctx.params.orderId ?? '');
  if (!order) throw new AppError('not_found', paymentText.orderNotFound);
  const context = paymeContext(ctx.deps, 'sandbox');
  const account = { order_id: order.id };
  const id = randomBytes(12).toString('hex');
  try {
    await runPaymeMethod(context, 'CheckPerformTransaction', { amount: order.amount, account });
    await runPaymeMethod(context, 'CreateTransaction', { id, time: Date.now(), amount: order.amount, account });
    if (action === 'pay') await runPaymeMethod(context, 'PerformTransaction', { id });
    else await runPaymeMethod(context, 'CancelTransaction', { id, reason: 3 });
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'number')
      throw new AppError('conflict', paymentText.orderNotPayable);
    throw error;
  }
  const after = (await findOrder(ctx.deps.pool, order.id))!;
  ctx.body = presentOrder(after);
});

/** The developer pages /test-payment and /real-payment: platform admins only, secrets masked. */
paymentRoutes.post('/api/payment/test', requirePlatformAdmin, validate(TestPayment), async (ctx) => {
  ctx.body = paymentCheck(ctx.deps.config.payments, publicOrigin(ctx), input(ctx, TestPayment).amount, false, requestLanguage(ctx));
});

paymentRoutes.post('/api/payment/real', requirePlatformAdmin, validate(RealPayment), async (ctx) => {
  ctx.body = paymentCheck(ctx.deps.config.payments, publicOrigin(ctx), input(ctx, RealPayment).amount, true, requestLanguage(ctx));
});

/** The provider's own payments with what each receipt needs (profile page); newest first. */
paymentRoutes.get('/api/payment/history', requireUser, async (ctx) => {
  ctx.body = receiptsIn(await paymentHistory(ctx.deps.pool, signedInUser(ctx).id), requestLanguage(ctx));
});
