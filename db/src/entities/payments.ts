import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, text, updatedAt } from './columns.ts';

const tiyin = { type: new BigIntType('number') } as const;
const bigId = { type: new BigIntType('string'), primary: true, autoincrement: true } as const;

export type PaymentOrderKind = 'subscription' | 'service_reserve';
export type PaymentOrderState = 'waiting' | 'paid' | 'cancelled' | 'refunded';

/** One thing to be paid for, at an amount fixed when it was made (tiyin). Its id is a string of digits. */
export class PaymentOrder {
  [OptionalProps]?: 'state' | 'accessToken' | 'createdAt' | 'updatedAt';
  id!: string;
  kind!: PaymentOrderKind;
  /** The id counts up and is no key: reading the order takes this token (its return link carries it) or its owner. */
  accessToken!: string;
  /** Who pays: the provider for a plan; null for a client's reserve fee. */
  userId?: string | null;
  /** Whose money it is: the provider in both kinds. */
  providerId?: string | null;
  planId?: number | null;
  /** The days a plan payment bought, fixed when ordered. */
  planDays?: number | null;
  bookingId?: string | null;
  serviceId?: number | null;
  amount!: number;
  state: PaymentOrderState = 'waiting';
  /** A reserve-fee order keeps its booking's slot until then. */
  holdUntil?: Date | null;
  /** An approved Telegram pre-checkout keeps every other payment path off the order until then. */
  telegramCheckoutUntil?: Date | null;
  subscriptionId?: number | null;
  extendedFrom?: Date | null;
  paidAt?: Date | null;
  cancelledAt?: Date | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const PaymentOrderSchema = new EntitySchema<PaymentOrder>({
  class: PaymentOrder,
  tableName: 'payment_orders',
  properties: {
    id: bigId,
    kind: text,
    accessToken: { ...text, hidden: true },
    userId: { type: 'uuid', nullable: true },
    providerId: { type: 'uuid', nullable: true },
    planId: { type: 'integer', nullable: true },
    planDays: { type: 'integer', nullable: true },
    bookingId: { type: 'uuid', nullable: true },
    serviceId: { type: 'integer', nullable: true },
    amount: tiyin,
    state: text,
    holdUntil: { type: 'datetime', nullable: true },
    telegramCheckoutUntil: { type: 'datetime', nullable: true },
    subscriptionId: { type: 'integer', nullable: true },
    extendedFrom: { type: 'datetime', nullable: true },
    paidAt: { type: 'datetime', nullable: true },
    cancelledAt: { type: 'datetime', nullable: true },
    createdAt,
    updatedAt,
  },
});

/** A Payme Merchant API transaction: state 1 created, 2 performed, -1 cancelled, -2 refunded. Times in ms. */
export class PaymeTransaction {
  [OptionalProps]?: 'performTime' | 'cancelTime' | 'createdAt';
  id!: string;
  paymeId!: string;
  orderId!: string;
  paymeTime!: number;
  amount!: number;
  account!: Record<string, unknown>;
  state!: 1 | 2 | -1 | -2;
  reason?: number | null;
  createTime!: number;
  performTime = 0;
  cancelTime = 0;
  createdAt = new Date();
}

export const PaymeTransactionSchema = new EntitySchema<PaymeTransaction>({
  class: PaymeTransaction,
  tableName: 'payme_transactions',
  properties: {
    id: bigId,
    paymeId: { ...text, unique: true },
    orderId: { type: new BigIntType('string') },
    paymeTime: tiyin,
    amount: tiyin,
    account: { type: 'json' },
    state: { type: 'smallint' },
    reason: { type: 'smallint', nullable: true },
    createTime: tiyin,
    performTime: tiyin,
    cancelTime: tiyin,
    createdAt,
  },
});

export class ClickTransaction {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  id!: string;
  clickTransId!: string;
  orderId!: string;
  /** The amount exactly as Click sent it (som), as signed. */
  amount!: string;
  state!: 'prepared' | 'confirmed' | 'cancelled';
  createdAt = new Date();
  updatedAt = new Date();
}

export const ClickTransactionSchema = new EntitySchema<ClickTransaction>({
  class: ClickTransaction,
  tableName: 'click_transactions',
  properties: {
    id: bigId,
    clickTransId: { ...text, unique: true },
    orderId: { type: new BigIntType('string') },
    amount: text,
    state: text,
    createdAt,
    updatedAt,
  },
});

/** Work that must run once, later, whichever instance gets to it (lib/jobs). */
export class BackgroundJob {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt';
  id!: string;
  kind!: string;
  key!: string;
  runAt!: Date;
  status: 'pending' | 'done' | 'failed' = 'pending';
  attempts = 0;
  claimedUntil?: Date | null;
  payload?: unknown;
  lastError?: string | null;
  createdAt = new Date();
  finishedAt?: Date | null;
}

export const BackgroundJobSchema = new EntitySchema<BackgroundJob>({
  class: BackgroundJob,
  tableName: 'background_jobs',
  properties: {
    id: bigId,
    kind: text,
    key: text,
    runAt: { type: 'datetime' },
    status: text,
    attempts: { type: 'integer' },
    claimedUntil: { type: 'datetime', nullable: true },
    payload: { type: 'json', nullable: true },
    lastError: optionalText,
    createdAt,
    finishedAt: { type: 'datetime', nullable: true },
  },
});

/** A reserve fee Telegram reported paid (`successful_payment`), once per charge. */
export class TelegramPayment {
  [OptionalProps]?: 'createdAt';
  id!: string;
  telegramPaymentChargeId!: string;
  providerPaymentChargeId!: string;
  orderId!: string;
  telegramUserId!: number;
  amount!: number;
  currency!: string;
  /** False when the order was already closed: the money goes back through the payment provider. */
  settled!: boolean;
  createdAt = new Date();
}

export const TelegramPaymentSchema = new EntitySchema<TelegramPayment>({
  class: TelegramPayment,
  tableName: 'telegram_payments',
  properties: {
    id: bigId,
    telegramPaymentChargeId: { ...text, unique: true },
    providerPaymentChargeId: text,
    orderId: { type: new BigIntType('string') },
    telegramUserId: { type: new BigIntType('number') },
    amount: tiyin,
    currency: text,
    settled: { type: 'boolean' },
    createdAt,
  },
});
