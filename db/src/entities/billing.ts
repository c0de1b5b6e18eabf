import { BigIntType, EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, serialId, text, updatedAt } from './columns.ts';

export class SubscriptionPlan {
  [OptionalProps]?:
    | 'description'
    | 'durationDays'
    | 'features'
    | 'isActive'
    | 'popular'
    | 'trialDays'
    | 'allowsReserveFee'
    | 'allowsReports'
    | 'allowsGoogleMeet'
    | 'sortOrder'
    | 'createdAt';
  id!: number;
  /** Stable machine name: freemium, asosiy, business, premium (admin-made plans have none). */
  code?: string | null;
  name!: string;
  description = '';
  /** Tiyin per period; 0 is free. */
  price!: number;
  durationDays = 30;
  features: string[] = [];
  isActive = true;
  popular = false;
  /** null = unlimited. */
  maxServices?: number | null;
  maxMonthlyBookings?: number | null;
  /** Masters a business may have; null = unlimited. */
  maxStaff?: number | null;
  trialDays = 0;
  allowsReserveFee = false;
  allowsReports = false;
  allowsGoogleMeet = false;
  sortOrder = 0;
  createdAt = new Date();
}

export const SubscriptionPlanSchema = new EntitySchema<SubscriptionPlan>({
  class: SubscriptionPlan,
  tableName: 'subscription_plans',
  properties: {
    id: serialId,
    code: { ...optionalText, unique: true },
    name: { ...text, unique: true },
    description: text,
    price: { type: 'integer' },
    durationDays: { type: 'integer' },
    features: { type: 'json' },
    isActive: { type: 'boolean' },
    popular: { type: 'boolean' },
    maxServices: { type: 'integer', nullable: true },
    maxMonthlyBookings: { type: 'integer', nullable: true },
    maxStaff: { type: 'integer', nullable: true },
    trialDays: { type: 'integer' },
    allowsReserveFee: { type: 'boolean' },
    allowsReports: { type: 'boolean' },
    allowsGoogleMeet: { type: 'boolean' },
    sortOrder: { type: 'integer' },
    createdAt,
  },
});

export type SubscriptionStatus = 'active' | 'cancelled' | 'expired' | 'pending';

export class UserSubscription {
  [OptionalProps]?: 'status' | 'isTrial' | 'startDate' | 'createdAt' | 'updatedAt';
  id!: number;
  userId!: string;
  planId!: number;
  status: SubscriptionStatus = 'active';
  isTrial = false;
  startDate = new Date();
  endDate?: Date | null;
  nextPaymentDate?: Date | null;
  paymeSubscriptionId?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const UserSubscriptionSchema = new EntitySchema<UserSubscription>({
  class: UserSubscription,
  tableName: 'user_subscriptions',
  properties: {
    id: serialId,
    userId: { type: 'uuid' },
    planId: { type: 'integer' },
    status: text,
    isTrial: { type: 'boolean' },
    startDate: { type: 'datetime' },
    endDate: { type: 'datetime', nullable: true },
    nextPaymentDate: { type: 'datetime', nullable: true },
    paymeSubscriptionId: optionalText,
    createdAt,
    updatedAt,
  },
});

export class PaymentTransaction {
  [OptionalProps]?:
    | 'commissionAmount'
    | 'providerAmount'
    | 'commissionRate'
    | 'currency'
    | 'status'
    | 'payoutStatus'
    | 'createdAt'
    | 'updatedAt';
  id!: number;
  userId?: string | null;
  providerId?: string | null;
  bookingId?: string | null;
  subscriptionId?: number | null;
  planId?: number | null;
  /** The order this row is the ledger entry of. */
  orderId?: string | null;
  /** payme, click or sandbox: who took the money. */
  provider?: string | null;
  amount!: number;
  commissionAmount = 0;
  providerAmount = 0;
  commissionRate = '0';
  currency = 'UZS';
  type!: string;
  status = 'pending';
  payoutStatus = 'pending';
  paymeTransactionId?: string | null;
  paymeTransactionTime?: string | null;
  paymePerformTime?: string | null;
  paymeCancelTime?: string | null;
  paymeCancelReason?: number | null;
  description?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const PaymentTransactionSchema = new EntitySchema<PaymentTransaction>({
  class: PaymentTransaction,
  tableName: 'payment_transactions',
  properties: {
    id: serialId,
    userId: { type: 'uuid', nullable: true },
    providerId: { type: 'uuid', nullable: true },
    bookingId: { type: 'uuid', nullable: true },
    subscriptionId: { type: 'integer', nullable: true },
    planId: { type: 'integer', nullable: true },
    orderId: { type: new BigIntType('string'), nullable: true, unique: true },
    provider: optionalText,
    amount: { type: new BigIntType('number') },
    commissionAmount: { type: new BigIntType('number') },
    providerAmount: { type: new BigIntType('number') },
    commissionRate: { type: 'decimal' },
    currency: text,
    type: text,
    status: text,
    payoutStatus: text,
    paymeTransactionId: { ...optionalText, unique: true },
    paymeTransactionTime: { type: 'bigint', nullable: true },
    paymePerformTime: { type: 'bigint', nullable: true },
    paymeCancelTime: { type: 'bigint', nullable: true },
    paymeCancelReason: { type: 'integer', nullable: true },
    description: optionalText,
    createdAt,
    updatedAt,
  },
});
