import type { PaymentReceiptResponse, Presented } from '../../contracts/responses.ts';
import type { Db } from '../../lib/transaction.ts';

export interface OrderRow {
  id: string;
  kind: 'subscription' | 'service_reserve';
  userId: string | null;
  providerId: string | null;
  planId: number | null;
  bookingId: string | null;
  serviceId: number | null;
  amount: number;
  state: 'waiting' | 'paid' | 'cancelled' | 'refunded';
  holdUntil: Date | null;
  subscriptionId: number | null;
  extendedFrom: Date | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id::text, kind, user_id as "userId", provider_id as "providerId", plan_id as "planId", booking_id as "bookingId",
  service_id as "serviceId", amount::float8 as amount, state, hold_until as "holdUntil", subscription_id as "subscriptionId",
  extended_from as "extendedFrom", paid_at as "paidAt", cancelled_at as "cancelledAt", created_at as "createdAt"`;

export interface NewOrder {
  kind: OrderRow['kind'];
  userId: string | null;
  providerId: string;
  planId: number | null;
  /** The days a plan order buys (null for a reserve fee). */
  planDays: number | null;
  bookingId: string | null;
  serviceId: number | null;
  amount: number;
  holdUntil: Date | null;
  description: string;
}

/** The order and its ledger row (payment_transactions, spec.md section 3) together; its access token for its links. */
export async function insertOrder(db: Db, order: NewOrder, now: Date): Promise<OrderRow & { accessToken: string }> {
  const { rows } = await db.query<OrderRow & { accessToken: string }>(
    `with o as (
       insert into payment_orders (kind, user_id, provider_id, plan_id, booking_id, service_id, amount, hold_until, created_at, updated_at, plan_days)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $11) returning *
     ), t as (
       insert into payment_transactions (order_id, user_id, provider_id, booking_id, plan_id, amount, type, status, description, created_at, updated_at)
       select o.id, o.user_id, o.provider_id, o.booking_id, o.plan_id, o.amount, o.kind, 'pending', $10, $9, $9 from o
     )
     select ${COLUMNS}, access_token as "accessToken" from o`,
    [
      order.kind,
      order.userId,
      order.providerId,
      order.planId,
      order.bookingId,
      order.serviceId,
      order.amount,
      order.holdUntil,
      now,
      order.description,
      order.planDays,
    ],
  );
  return rows[0]!;
}

export async function findOrder(db: Db, id: string, lock = false): Promise<OrderRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<OrderRow>(`select ${COLUMNS} from payment_orders where id = $1${lock ? ' for update' : ''}`, [id]);
  return rows[0] ?? null;
}

/** What decides who may read an order: its own token, its owners, and for a reserve fee its booking's client token. */
export interface OrderReaders {
  accessToken: string;
  clientToken: string | null;
}

export async function findOrderReaders(db: Db, id: string): Promise<OrderReaders | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<OrderReaders>(
    `select o.access_token as "accessToken", b.client_token as "clientToken"
     from payment_orders o left join bookings b on b.id = o.booking_id where o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setOrderState(
  db: Db,
  id: string,
  change: {
    state: OrderRow['state'];
    paidAt?: Date;
    cancelledAt?: Date;
    subscriptionId?: number | null;
    extendedFrom?: Date | null;
    holdUntil?: Date | null;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `update payment_orders set state = $2,
       paid_at = coalesce($3, paid_at), cancelled_at = coalesce($4, cancelled_at),
       subscription_id = case when $5::boolean then $6 else subscription_id end,
       extended_from = case when $5::boolean then $7 else extended_from end,
       hold_until = case when $8::boolean then $9 else hold_until end,
       updated_at = $10
     where id = $1`,
    [
      id,
      change.state,
      change.paidAt ?? null,
      change.cancelledAt ?? null,
      'subscriptionId' in change,
      change.subscriptionId ?? null,
      change.extendedFrom ?? null,
      'holdUntil' in change,
      change.holdUntil ?? null,
      now,
    ],
  );
}

export interface LedgerChange {
  status: 'pending' | 'performed' | 'cancelled' | 'refunded';
  provider?: 'payme' | 'click' | 'sandbox' | 'telegram';
  subscriptionId?: number | null;
  commissionAmount?: number;
  providerAmount?: number;
  commissionRate?: string;
  payme?: { id: string; time: number; performTime: number; cancelTime: number; reason: number | null };
}

/** The order's ledger row follows every state change. */
export async function updateLedger(db: Db, orderId: string, change: LedgerChange, now: Date): Promise<void> {
  await db.query(
    `update payment_transactions set status = $2, provider = coalesce($3, provider),
       subscription_id = coalesce($4, subscription_id),
       commission_amount = coalesce($5, commission_amount), provider_amount = coalesce($6, provider_amount),
       commission_rate = coalesce($7::numeric, commission_rate),
       payme_transaction_id = coalesce($8, payme_transaction_id), payme_transaction_time = coalesce($9, payme_transaction_time),
       payme_perform_time = coalesce($10, payme_perform_time), payme_cancel_time = coalesce($11, payme_cancel_time),
       payme_cancel_reason = coalesce($12, payme_cancel_reason), updated_at = $13
     where order_id = $1`,
    [
      orderId,
      change.status,
      change.provider ?? null,
      change.subscriptionId ?? null,
      change.commissionAmount ?? null,
      change.providerAmount ?? null,
      change.commissionRate ?? null,
      change.payme?.id ?? null,
      change.payme?.time ?? null,
      change.payme ? change.payme.performTime || null : null,
      change.payme ? change.payme.cancelTime || null : null,
      change.payme?.reason ?? null,
      now,
    ],
  );
}

/** An audit row for every state change of an order (DECISIONS.md), or of a subscription a job ended. */
export async function recordPaymentActivity(
  db: Db,
  userId: string | null,
  action: string,
  entityId: string,
  details: Record<string, unknown>,
  now: Date,
  entityType: 'payment_order' | 'user_subscription' = 'payment_order',
): Promise<void> {
  await db.query(
    `insert into platform_activity (user_id, action, entity_type, entity_id, details, created_at)
     values ($1, $2, $6, $3, $4, $5)`,
    [userId, action, entityId, JSON.stringify(details), now, entityType],
  );
}

/** The platform's cut of reserve fees, percent (platform_settings), 5 when unset. */
export async function reserveCommissionRate(db: Db): Promise<string> {
  const { rows } = await db.query<{ value: unknown }>(`select value from platform_settings where key = 'reserve_commission_percent'`);
  const value = rows[0]?.value;
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) return String(value);
  return '5';
}

/** A receipt row as the profile page reads it (the contract is the one owner of its shape). */
export type PaymentReceipt = Presented<typeof PaymentReceiptResponse>;
/** A receipt with what names its plan in the reader's language (receipts.ts). */
export type ReceiptRow = PaymentReceipt & { planCode: string | null; planDays: number | null };

/** Orders a provider paid for (plans), with the ledger row's receipt facts; unpaid attempts left out. */
export async function paymentHistory(db: Db, userId: string, limit = 100): Promise<ReceiptRow[]> {
  const { rows } = await db.query<ReceiptRow>(
    `select o.id::text as "orderId", o.kind, t.description, p.name as "planName", p.code as "planCode", o.plan_days as "planDays",
       o.amount::float8 as amount, t.currency,
       o.state, t.provider as "paidBy", t.payme_transaction_id as "paymeTransactionId", o.created_at as "createdAt",
       o.paid_at as "paidAt", o.cancelled_at as "cancelledAt"
     from payment_orders o
     join payment_transactions t on t.order_id = o.id
     left join subscription_plans p on p.id = o.plan_id
     where o.user_id = $1 and o.paid_at is not null
     order by o.created_at desc, o.id desc limit $2`,
    [userId, limit],
  );
  return rows;
}

/** The booking a reserve fee is for still holds its slot (neither cancelled nor deleted). */
export async function bookingStillHeld(db: Db, bookingId: string | null): Promise<boolean> {
  if (!bookingId) return false;
  const { rows } = await db.query(`select 1 from bookings where id = $1 and status <> 'cancelled'`, [bookingId]);
  return rows.length > 0;
}

/** The unpaid reserve-fee order of a booking, locked. */
export async function waitingOrderOfBooking(db: Db, bookingId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `select ${COLUMNS} from payment_orders where booking_id = $1 and kind = 'service_reserve' and state = 'waiting' for update`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/** Payme may perform until its 12 hours run out: the hold lasts that long. */
export async function extendHold(db: Db, orderId: string, until: Date, now: Date): Promise<void> {
  await db.query('update payment_orders set hold_until = $2, updated_at = $3 where id = $1', [orderId, until, now]);
}
