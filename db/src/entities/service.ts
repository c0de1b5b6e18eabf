import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, serialId, text, updatedAt } from './columns.ts';

export class Service {
  [OptionalProps]?:
    | 'description'
    | 'price'
    | 'priceAmount'
    | 'priceFrom'
    | 'reserveFee'
    | 'isPaid'
    | 'timingInterval'
    | 'breakInterval'
    | 'isOnlineMeeting'
    | 'useGoogleMeet'
    | 'allowCancellation'
    | 'cancellationHours'
    | 'isActive'
    | 'minNoticeMinutes'
    | 'maxAdvanceDays'
    | 'bufferBefore'
    | 'createdAt'
    | 'updatedAt';
  id!: number;
  userId!: string;
  name!: string;
  description = '';
  /** The provider's own price text, shown as typed when there is no amount. */
  price = '';
  /** The price in tiyin, shown in the reader's language; null: none (the text stands), 0: free. */
  priceAmount?: number | null = null;
  /** The amount is where the price starts ("80 000 so'mdan", "от 80 000 сум"). */
  priceFrom = false;
  /** Prepayment in tiyin (hundredths of UZS). */
  reserveFee = 0;
  isPaid = false;
  /** Minutes. */
  duration!: number;
  timingInterval = 30;
  breakInterval = 0;
  meetingAddress?: string | null;
  isOnlineMeeting = false;
  onlineMeetingLink?: string | null;
  useGoogleMeet = false;
  allowCancellation = true;
  cancellationHours = 24;
  isActive = true;
  /** Booking rules (ADR 019): the least notice a client gives, how far ahead they may book, a daily cap per master, a gap before. */
  minNoticeMinutes = 0;
  maxAdvanceDays = 90;
  dailyLimit?: number | null;
  bufferBefore = 0;
  createdAt = new Date();
  updatedAt = new Date();
}

export const ServiceSchema = new EntitySchema<Service>({
  class: Service,
  tableName: 'services',
  properties: {
    id: serialId,
    userId: { type: 'uuid' },
    name: text,
    description: text,
    price: text,
    priceAmount: { type: 'integer', nullable: true },
    priceFrom: { type: 'boolean' },
    reserveFee: { type: 'integer' },
    isPaid: { type: 'boolean' },
    duration: { type: 'integer' },
    timingInterval: { type: 'integer' },
    breakInterval: { type: 'integer' },
    meetingAddress: optionalText,
    isOnlineMeeting: { type: 'boolean' },
    onlineMeetingLink: optionalText,
    useGoogleMeet: { type: 'boolean' },
    allowCancellation: { type: 'boolean' },
    cancellationHours: { type: 'integer' },
    isActive: { type: 'boolean' },
    minNoticeMinutes: { type: 'integer' },
    maxAdvanceDays: { type: 'integer' },
    dailyLimit: { type: 'integer', nullable: true },
    bufferBefore: { type: 'integer' },
    createdAt,
    updatedAt,
  },
});
