import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { loadUser, requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { requirePlatformAdmin } from '../admin/index.ts';
import { clientLanguageOf, isTelegramLaunch } from '../telegram/index.ts';
import { decodeCheckoutPayload } from './checkout-link.ts';
import { paymentText } from './messages.uz.ts';
import { mayReadOrder } from './order-access.ts';
import { releaseReserveOrder } from './order-release.ts';
import { findOrder, findOrderReaders, paymentHistory } from './orders.queries.ts';
import { orderReserve, orderSubscription } from './orders.service.ts';
import { paymeContext } from './payme/payme-context.ts';
import { runPaymeMethod } from './payme/payme.methods.ts';
import * as api from './payments.contract.ts';
import { presentOrder, presentOrderStatus, presentSandboxCheckout } from './payments.presenter.ts';
import { receiptsIn } from './receipts.ts';
import { paymentCheck } from './test-payment.ts';

export const paymentRoutes = new ContractRouter();

paymentRoutes.mount(api.orderSubscription, requireUser, async (ctx, { body }) =>
  orderSubscription(ctx.state.em, ctx.deps, ctx.deps.config.payments, publicOrigin(ctx), signedInUser(ctx), body.planId),
);

paymentRoutes.mount(api.orderReserveFee, async (ctx, { body }) => {
  const answer = await orderReserve(ctx.state.em, ctx.deps, ctx.deps.config.payments, publicOrigin(ctx), body, ctx.ip, {
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    language: clientLanguageOf(ctx, body.language),
    // The Mini App pays with a Telegram invoice when the bot takes payments; the web page needs a checkout link.
    ways: { telegramInvoice: Boolean(ctx.deps.config.telegram.paymentProviderToken) && isTelegramLaunch(ctx) },
  });
  ctx.deps.providerChanged(answer.providerId);
  const { providerId: _provider, ...order } = answer;
  return order;
});

/**
 * The return page asks what really happened; the answer names nobody. Ids count up, so the id alone reads
 * nothing: `?token=` (the order's own, or a reserve fee's booking client token) or the owner's session does.
 */
paymentRoutes.mount(api.getOrder, async (ctx, { params, query }) => {
  const [order, readers] = await Promise.all([findOrder(ctx.deps.pool, params.id), findOrderReaders(ctx.deps.pool, params.id)]);
  await loadUser(ctx);
  const token = query.token ?? null;
  if (!order || !readers || !mayReadOrder(order, readers, { userId: ctx.state.user?.id ?? null, token }))
    throw new AppError('not_found', paymentText.orderNotFound);
  return presentOrderStatus(order);
});

/** The client gives up an unpaid reserve fee (the Mini App, after an invoice closed unpaid): the time is freed now. */
paymentRoutes.mount(api.releaseOrder, async (ctx, { params, body }) => {
  const { order, providerId } = await releaseReserveOrder(ctx.deps.pool, params.id, body.token);
  if (providerId) ctx.deps.providerChanged(providerId);
  return presentOrderStatus(order);
});

function sandboxOnly(ctx: { deps: { config: { payments: { sandbox: boolean } } } }) {
  if (!ctx.deps.config.payments.sandbox) throw new AppError('not_found', paymentText.sandboxOnly);
}

/** The sandbox checkout page's data: what Payme's page would show for this link. */
paymentRoutes.mount(api.getSandboxCheckout, async (ctx, { params }) => {
  sandboxOnly(ctx);
  const link = decodeCheckoutPayload(params.payload);
  const order = await findOrder(ctx.deps.pool, link['ac.order_id'] ?? '');
  if (!order) throw new AppError('not_found', paymentText.orderNotFound);
  return presentSandboxCheckout(order, link);
});

/**
 * The sandbox checkout plays Payme's part through the same merchant methods Payme calls: "To'lash" runs
 * CheckPerformTransaction, CreateTransaction and PerformTransaction; "Bekor qilish" creates and cancels
 * (reason 3), which frees a reserve hold exactly as a failed Payme payment would.
 */
paymentRoutes.mount(api.runSandboxCheckout, async (ctx, { params }) => {
  sandboxOnly(ctx);
  const { action } = params;
  if (action !== 'pay' && action !== 'cancel') throw new AppError('not_found', paymentText.orderNotFound);
  const order = await findOrder(ctx.deps.pool, params.orderId);
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
  return presentOrder(after);
});

/** The developer pages /test-payment and /real-payment: platform admins only, secrets masked. */
paymentRoutes.mount(api.checkTestPayment, requirePlatformAdmin, (ctx, { body }) =>
  paymentCheck(ctx.deps.config.payments, publicOrigin(ctx), body.amount, false, requestLanguage(ctx)),
);

paymentRoutes.mount(api.checkRealPayment, requirePlatformAdmin, (ctx, { body }) =>
  paymentCheck(ctx.deps.config.payments, publicOrigin(ctx), body.amount, true, requestLanguage(ctx)),
);

/** The provider's own payments with what each receipt needs (profile page); newest first. */
paymentRoutes.mount(api.listPaymentHistory, requireUser, async (ctx) =>
  receiptsIn(await paymentHistory(ctx.deps.pool, signedInUser(ctx).id), requestLanguage(ctx)),
);
