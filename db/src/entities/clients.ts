import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';

/** A business's client: one phone (E.164) within one provider, kept up by the database from the bookings. */
export class Client {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  id!: string;
  userId!: string;
  phone!: string;
  name!: string;
  email?: string | null;
  telegramUsername?: string | null;
  /** The provider's private note; never shown to the client. */
  note?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const ClientSchema = new EntitySchema<Client>({
  class: Client,
  tableName: 'clients',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    phone: text,
    name: text,
    email: optionalText,
    telegramUsername: optionalText,
    note: optionalText,
    createdAt,
    updatedAt,
  },
});

/** A client's rating of one visit; the provider may hide it from the public page. */
export class Review {
  [OptionalProps]?: 'hidden' | 'createdAt' | 'updatedAt';
  id!: string;
  bookingId!: string;
  userId!: string;
  rating!: number;
  comment?: string | null;
  clientName!: string;
  hidden = false;
  createdAt = new Date();
  updatedAt = new Date();
}

export const ReviewSchema = new EntitySchema<Review>({
  class: Review,
  tableName: 'reviews',
  properties: {
    id: uuidId,
    bookingId: { type: 'uuid' },
    userId: { type: 'uuid' },
    rating: { type: 'smallint' },
    comment: optionalText,
    clientName: text,
    hidden: { type: 'boolean', default: false },
    createdAt,
    updatedAt,
  },
});
