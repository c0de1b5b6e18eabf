import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, serialId, text, updatedAt } from './columns.ts';

export class Service {
  [OptionalProps]?:
    | 'description'
    | 'price'
    | 'priceAmount'
    | 'reserveFee'
    | 'isPaid'
    | 'timingInterval'
    | 'breakInterval'
    | 'isOnlineMeeting'
    | 'useGoogleMeet'
    | 'allowCancellation'
    | 'cancellationHours'
    | 'isActive'
    | 'createdAt'
    | 'updatedAt';
  id!: number;
  userId!: string;
  name!: string;
  description = '';
  price = '';
  priceAmount = 0;
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
    priceAmount: { type: 'integer' },
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
    createdAt,
    updatedAt,
  },
});
