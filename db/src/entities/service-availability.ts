import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from './columns.ts';

/** Weekday name (Monday..Sunday) -> half-hour block start times ("09:00") in the provider's timezone. */
export type WeeklyAvailability = Partial<Record<string, string[]>>;

export class ServiceAvailability {
  [OptionalProps]?: 'availability' | 'createdAt' | 'updatedAt';
  id!: number;
  serviceId!: number;
  availability: WeeklyAvailability = {};
  createdAt = new Date();
  updatedAt = new Date();
}

export const ServiceAvailabilitySchema = new EntitySchema<ServiceAvailability>({
  class: ServiceAvailability,
  tableName: 'service_availability',
  properties: {
    id: serialId,
    serviceId: { type: 'integer', unique: true },
    availability: { type: 'json' },
    createdAt,
    updatedAt,
  },
});
