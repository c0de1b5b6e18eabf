import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';

/** Days off (inclusive dates) of the whole business (`staffId` null) or of one master: no booking then. */
export class TimeOff {
  [OptionalProps]?: 'createdAt';
  id!: string;
  userId!: string;
  staffId?: string | null;
  fromDate!: string;
  toDate!: string;
  note?: string | null;
  createdAt = new Date();
}

export const TimeOffSchema = new EntitySchema<TimeOff>({
  class: TimeOff,
  tableName: 'time_off',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    staffId: { type: 'uuid', nullable: true },
    fromDate: { type: 'date' },
    toDate: { type: 'date' },
    note: optionalText,
    createdAt,
  },
});

/** One date's own half-hour blocks (an empty list closes it), for the business or one master. */
export class DateOverride {
  [OptionalProps]?: 'times' | 'createdAt' | 'updatedAt';
  id!: string;
  userId!: string;
  staffId?: string | null;
  date!: string;
  times: string[] = [];
  createdAt = new Date();
  updatedAt = new Date();
}

export const DateOverrideSchema = new EntitySchema<DateOverride>({
  class: DateOverride,
  tableName: 'date_overrides',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    staffId: { type: 'uuid', nullable: true },
    date: { type: 'date' },
    times: { type: 'json' },
    createdAt,
    updatedAt,
  },
});

/**
 * "Band vaqt": a master's time held without a booking (lunch, an errand), from `startTime` to `endTime` on `date`
 * (provider-local) and as instants. It occupies the master's time as a booking does (`occupied_times`, ADR 021).
 */
export class CalendarBlock {
  [OptionalProps]?: 'createdAt';
  id!: string;
  userId!: string;
  staffId!: string;
  date!: string;
  startTime!: string;
  endTime!: string;
  startsAt!: Date;
  endsAt!: Date;
  note?: string | null;
  /** The account that made it (the owner or the master). */
  createdBy?: string | null;
  createdAt = new Date();
}

export const CalendarBlockSchema = new EntitySchema<CalendarBlock>({
  class: CalendarBlock,
  tableName: 'calendar_blocks',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    staffId: { type: 'uuid' },
    date: { type: 'date' },
    startTime: text,
    endTime: text,
    startsAt: { type: 'datetime' },
    endsAt: { type: 'datetime' },
    note: optionalText,
    createdBy: { type: 'uuid', nullable: true },
    createdAt,
  },
});

/** A client waiting for time to free up on a full day of a service. */
export class WaitlistEntry {
  [OptionalProps]?: 'language' | 'createdAt';
  id!: string;
  userId!: string;
  serviceId!: number;
  staffId?: string | null;
  date!: string;
  name!: string;
  phone!: string;
  phoneE164!: string;
  telegramUsername?: string | null;
  /** The client's Telegram chat, when they joined inside Telegram (the chat booking, the Mini App). */
  telegramChatId?: number | null;
  email?: string | null;
  /** The waiting person's language: the offer is written in it. */
  language = 'uz';
  /** The client's key to leave the list; never shown to anyone else. */
  token!: string;
  /** When the one offer went out. */
  offeredAt?: Date | null;
  createdAt = new Date();
}

export const WaitlistEntrySchema = new EntitySchema<WaitlistEntry>({
  class: WaitlistEntry,
  tableName: 'waitlist_entries',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    serviceId: { type: 'integer' },
    staffId: { type: 'uuid', nullable: true },
    date: { type: 'date' },
    name: text,
    phone: text,
    phoneE164: text,
    telegramUsername: optionalText,
    telegramChatId: chatId,
    email: optionalText,
    language: { type: 'text', default: 'uz' },
    token: { ...text, hidden: true },
    offeredAt: { type: 'datetime', nullable: true },
    createdAt,
  },
});
