import type { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionPlanSchema, type User } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import type { Presented, ReserveOrderResponse, SubscriptionOrderResponse } from '../../contracts/responses.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HotPath } from '../../lib/context.ts';
import { scheduleJob } from '../../lib/jobs/jobs.queries.ts';
import { hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { type ClientLanguage, createBooking, loadBookingContext, offeredTime, reserveFeeInForce } from '../bookings/index.ts';
import { clickUrlFor, paymentUrlFor } from './checkout-link.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { cancelHeldBooking } from './fulfilment.ts';
import { paymentText } from './messages.uz.ts';
import { presentOrder } from './payments.presenter.ts';
import { insertOrder, type OrderRow, recordPaymentActivity } from './orders.queries.ts';
import { HOLD_JOB } from './payment-jobs.ts';
import { invoiceAmountAllowed } from './telegram/invoice-limits.ts';
import { INVOICE_CURRENCY } from './telegram/telegram-pay.ts';
import type { PaymentsConfig } from './payments.config.ts';
import type { ReserveOrder } from './payments.schema.ts';

type NewOrderRow = OrderRow & { accessToken: string };

/**
 * How the person ordering can pay besides a checkout link: `telegramInvoice` is a Mini App caller while the bot
 * takes payments (TELEGRAM_PAYMENT_PROVIDER_TOKEN), who pays with an invoice inside Telegram.
 */
export interface PayWays {
  telegramInvoice: boolean;
}

const LINK_ONLY: PayWays = { telegramInvoice: false };

/**
 * The order's checkout links and its own token, which only its creator receives. The checkout link is null
 * only for someone paying with a Telegram invoice on a server without a checkout (no Payme, no sandbox).
 */
function links(config: PaymentsConfig, origin: string, order: NewOrderRow, ways: PayWays) {
  const checkout = { orderId: order.id, amount: order.amount, accessToken: order.accessToken };
  const paymentUrl = paymentUrlFor(config, origin, checkout);
  if (!paymentUrl && !ways.telegramInvoice) throw new AppError('payments_unavailable', paymentText.unavailable);
  return { paymentUrl, clickUrl: clickUrlFor(config, origin, checkout), orderToken: order.accessToken };
}

/** Refused before anything is held: nobody could pay it. */
function assertAvailable(config: PaymentsConfig, ways: PayWays): void {
  if (!config.payme && !config.sandbox && !ways.telegramInvoice) throw new AppError('payments_unavailable', paymentText.unavailable);
}

/** A signed-in provider orders a paid plan; the amount is the plan's price now, fixed in the order. */
export async function orderSubscription(
  em: EntityManager,
  hot: HotPath,
  config: PaymentsConfig,
  origin: string,
  user: User,
  planId: number,
  now = new Date(),
): Promise<Presented<typeof SubscriptionOrderResponse>> {
  assertAvailable(config, LINK_ONLY);
  const plan = await em.findOne(SubscriptionPlanSchema, { id: planId, isActive: true });
  if (!plan) throw new AppError('not_found', uz.notFound.plan);
  if (plan.price <= 0) throw new AppError('validation', paymentText.freePlan, { planId: paymentText.freePlan });
  const order = await inTransaction(hot.pool, async (db) => {
    const row = await insertOrder(
      db,
      {
        kind: 'subscription',
        userId: user.id,
        providerId: user.id,
        planId: plan.id,
        planDays: plan.durationDays,
        bookingId: null,
        serviceId: null,
        amount: plan.price,
        holdUntil: null,
        description: `${plan.name} (${plan.durationDays} kun)`,
      },
      now,
    );
    await recordPaymentActivity(db, user.id, 'payment_order_created', row.id, { kind: row.kind, planId: plan.id, amount: row.amount }, now);
    return row;
  });
  const { paymentUrl, ...rest } = links(config, origin, order, LINK_ONLY);
  // Plans are never sold inside Telegram, so a plan order always has its checkout link (links() refused otherwise).
  return { ...presentOrder(order), ...rest, paymentUrl: paymentUrl as string, planId: plan.id, planName: plan.name };
}

/**
 * A client books a service with a reserve fee: the booking is made at once (so the slot is held by the same
 * exclusion constraint as any booking) but announced to nobody until the fee is paid; the order holds it for
 * PAYMENT_HOLD_MINUTES, after which the hold job frees it.
 */
export async function orderReserve(
  em: EntityManager,
  hot: HotPath,
  config: PaymentsConfig,
  origin: string,
  body: ReserveOrder,
  ip: string,
  options: { rateLimitOff: boolean; ways: PayWays; language: ClientLanguage; now?: number },
): Promise<Presented<typeof ReserveOrderResponse> & { providerId: string }> {
  assertAvailable(config, options.ways);
  const context = await loadBookingContext(hot, body.serviceId);
  if (!context.is_active) throw new AppError('not_found', uz.booking.serviceInactive);
  if (context.reserve_fee <= 0) throw new AppError('validation', paymentText.noReserveFee);
  // The provider's plan in force at this moment must still allow collecting it (their plan may have ended).
  if (reserveFeeInForce(context) <= 0) throw new AppError('plan_limit', paymentText.reserveFeeNotInPlan);
  // Only a Telegram invoice could take the money here, and Telegram takes no invoice of this amount: nobody could pay.
  if (!config.payme && !config.sandbox && !invoiceAmountAllowed(INVOICE_CURRENCY, context.reserve_fee))
    throw new AppError('payments_unavailable', paymentText.unavailable);
  await hit(em, `book:${ip}:${context.user_id}`, LIMITS_PER_ACTION.publicBookingCreate, options.rateLimitOff);
  const nowMs = options.now ?? Date.now();
  const time = offeredTime(context, body.bookingDate, body.timeSlot, nowMs, body.staffId);
  const booking = await createBooking(
    hot,
    {
      context,
      time,
      client: {
        name: body.clientName,
        phone: body.clientPhone,
        email: body.clientEmail,
        telegramUsername: body.telegramUsername,
        notes: body.notes,
        clientTimezone: body.clientTimezone,
      },
      status: 'pending',
      provider: null,
      awaitingPayment: true,
      language: options.language,
    },
    nowMs,
  );
  const now = new Date(nowMs);
  const holdUntil = new Date(nowMs + config.holdMinutes * 60_000);
  let order: NewOrderRow;
  try {
    order = await inTransaction(hot.pool, async (db) => {
      const row = await insertOrder(
        db,
        {
          kind: 'service_reserve',
          userId: null,
          providerId: context.user_id,
          planId: null,
          planDays: null,
          bookingId: booking.id,
          serviceId: context.id,
          amount: context.reserve_fee,
          holdUntil,
          description: context.name,
        },
        now,
      );
      await scheduleJob(db, HOLD_JOB, row.id, holdUntil);
      await recordPaymentActivity(
        db,
        null,
        'payment_order_created',
        row.id,
        { kind: row.kind, bookingId: booking.id, amount: row.amount },
        now,
      );
      return row;
    });
  } catch (error) {
    // Without its order the held booking would block the slot for nothing.
    await inTransaction(hot.pool, (db) => cancelHeldBooking(db, booking.id, 'order_failed', false, now)).catch(() => undefined);
    throw error;
  }
  return {
    ...presentOrder(order),
    ...links(config, origin, order, options.ways),
    bookingId: booking.id,
    clientToken: booking.clientToken,
    confirmationNumber: booking.confirmationNumber,
    holdUntil,
    providerId: context.user_id,
  };
}
