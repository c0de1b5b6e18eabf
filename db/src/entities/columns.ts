import { BigIntType, type EntitySchemaProperty } from '@mikro-orm/core';

// Column shapes repeated across entities, named once.
export const createdAt = {
  type: 'datetime',
  onCreate: () => new Date(),
} as const;
export const updatedAt = {
  type: 'datetime',
  onCreate: () => new Date(),
  onUpdate: () => new Date(),
} as const;
export const text = { type: 'text' } as const;
export const optionalText = { type: 'text', nullable: true } as const;
export const chatId = {
  type: new BigIntType('number'),
  nullable: true,
} as const;
export const serialId = {
  type: 'integer',
  primary: true,
  autoincrement: true,
} as const;
export const uuidId = {
  type: 'uuid',
  primary: true,
  defaultRaw: 'gen_random_uuid()',
} as const;

export type Column = EntitySchemaProperty<unknown, unknown>;
