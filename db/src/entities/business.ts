import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, optionalText, updatedAt } from './columns.ts';

/**
 * The business a provider account runs, as clients see it (DECISIONS.md, "The business on its page"). One row per
 * account, made on the first save; without one (or without a name) the business goes by its owner's own name.
 */
export class BusinessProfile {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  /** The provider account: a business is an account. */
  userId!: string;
  businessName?: string | null;
  /** A machine word of BUSINESS_CATEGORIES (`beauty_salon`...); the words people read are in the catalogues. */
  category?: string | null;
  address?: string | null;
  /** "Mo'ljal": how people find the place (a metro station, a market, a well-known building). */
  landmark?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** E.164. */
  phone?: string | null;
  /** Usernames without "@". */
  telegram?: string | null;
  instagram?: string | null;
  description?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const BusinessProfileSchema = new EntitySchema<BusinessProfile>({
  class: BusinessProfile,
  tableName: 'business_profiles',
  properties: {
    userId: { type: 'uuid', primary: true },
    businessName: optionalText,
    category: optionalText,
    address: optionalText,
    landmark: optionalText,
    latitude: { type: 'double', nullable: true },
    longitude: { type: 'double', nullable: true },
    phone: optionalText,
    telegram: optionalText,
    instagram: optionalText,
    description: optionalText,
    createdAt,
    updatedAt,
  },
});
