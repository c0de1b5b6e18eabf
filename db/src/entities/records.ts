import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, serialId, text, updatedAt } from './columns.ts';

/** Append-only records: what happened to bookings and what providers and admins did. */
export class BookingHistory {
  [OptionalProps]?: 'createdAt';
  id!: string;
  bookingId!: string;
  action!: 'created' | 'rescheduled' | 'cancelled' | 'status_changed' | 'updated';
  previousDate?: string | null;
  previousTimeSlot?: string | null;
  newDate?: string | null;
  newTimeSlot?: string | null;
  reason?: string | null;
  performedBy!: 'client' | 'provider' | 'admin' | 'system';
  performedByUserId?: string | null;
  createdAt = new Date();
}

export const BookingHistorySchema = new EntitySchema<BookingHistory>({
  class: BookingHistory,
  tableName: 'booking_history',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    bookingId: { type: 'uuid' },
    action: text,
    previousDate: { type: 'date', nullable: true },
    previousTimeSlot: optionalText,
    newDate: { type: 'date', nullable: true },
    newTimeSlot: optionalText,
    reason: optionalText,
    performedBy: text,
    performedByUserId: { type: 'uuid', nullable: true },
    createdAt,
  },
});

export class PlatformActivity {
  [OptionalProps]?: 'createdAt';
  id!: string;
  /** The provider or role admin who acted (or whom the row is about). */
  userId?: string | null;
  /** The admin-panel account who acted, when it was one. */
  adminUserId?: number | null;
  action!: string;
  entityType!: string;
  entityId?: string | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt = new Date();
}

export const PlatformActivitySchema = new EntitySchema<PlatformActivity>({
  class: PlatformActivity,
  tableName: 'platform_activity',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    userId: { type: 'uuid', nullable: true },
    adminUserId: { type: 'integer', nullable: true },
    action: text,
    entityType: text,
    entityId: optionalText,
    details: { type: 'json', nullable: true },
    ipAddress: optionalText,
    userAgent: optionalText,
    createdAt,
  },
});

export type ReminderStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

export class ReminderSchedule {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt';
  id!: string;
  /** null only for a notice that outlived its booking (a deleted provider's cancel notice): see `snapshot`. */
  bookingId?: string | null;
  recipientType!: 'client' | 'provider';
  /** '24h' | '1h' before the start. */
  reminderType!: string;
  scheduledTime!: Date;
  telegramUsername?: string | null;
  providerUserId?: string | null;
  status: ReminderStatus = 'pending';
  /** A worker's claim; once past, another worker may take the reminder (crash recovery). */
  claimedUntil?: Date | null;
  attempts = 0;
  channel?: string | null;
  sentAt?: Date | null;
  errorMessage?: string | null;
  /** What the notice says, kept when its booking is deleted with its provider. */
  snapshot?: Record<string, unknown> | null;
  createdAt = new Date();
}

export const ReminderScheduleSchema = new EntitySchema<ReminderSchedule>({
  class: ReminderSchedule,
  tableName: 'reminder_schedules',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    bookingId: { type: 'uuid', nullable: true },
    recipientType: text,
    reminderType: text,
    scheduledTime: { type: 'datetime' },
    telegramUsername: optionalText,
    providerUserId: { type: 'uuid', nullable: true },
    status: { type: 'text', default: 'pending' },
    claimedUntil: { type: 'datetime', nullable: true },
    attempts: { type: 'integer' },
    channel: optionalText,
    sentAt: { type: 'datetime', nullable: true },
    errorMessage: optionalText,
    snapshot: { type: 'json', nullable: true },
    createdAt,
  },
});

export class TelegramChat {
  [OptionalProps]?: 'isReachable' | 'createdAt' | 'updatedAt';
  id!: number;
  username?: string | null;
  chatId!: number;
  firstName?: string | null;
  isReachable = true;
  /** The user's own phone, verified by Telegram: a contact they shared of themselves in the bot chat (E.164). */
  phoneE164?: string | null;
  phoneVerifiedAt?: Date | null;
  /** The language picked with /language; null: follow Telegram's `languageCode`. */
  language?: string | null;
  languageCode?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const TelegramChatSchema = new EntitySchema<TelegramChat>({
  class: TelegramChat,
  tableName: 'telegram_chats',
  properties: {
    id: serialId,
    username: { ...optionalText, unique: true },
    chatId: { ...chatId, nullable: false, unique: true },
    firstName: optionalText,
    isReachable: { type: 'boolean' },
    phoneE164: optionalText,
    phoneVerifiedAt: { type: 'datetime', nullable: true },
    language: optionalText,
    languageCode: optionalText,
    createdAt,
    updatedAt,
  },
});

export class TimeSlot {
  [OptionalProps]?: 'isAvailable';
  id!: number;
  time!: string;
  isAvailable = true;
  category!: string;
}

export const TimeSlotSchema = new EntitySchema<TimeSlot>({
  class: TimeSlot,
  tableName: 'time_slots',
  properties: {
    id: serialId,
    time: { ...text, unique: true },
    isAvailable: { type: 'boolean' },
    category: text,
  },
});

export class PlatformSetting {
  [OptionalProps]?: 'updatedAt';
  id!: number;
  key!: string;
  value?: unknown;
  description?: string | null;
  updatedAt = new Date();
}

export const PlatformSettingSchema = new EntitySchema<PlatformSetting>({
  class: PlatformSetting,
  tableName: 'platform_settings',
  properties: {
    id: serialId,
    key: { ...text, unique: true },
    value: { type: 'json', nullable: true },
    description: optionalText,
    updatedAt,
  },
});

export class AdminUser {
  [OptionalProps]?: 'role' | 'isActive' | 'createdAt' | 'updatedAt';
  id!: number;
  username!: string;
  password!: string;
  email!: string;
  firstName?: string | null;
  lastName?: string | null;
  role = 'admin';
  isActive = true;
  lastLoginAt?: Date | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const AdminUserSchema = new EntitySchema<AdminUser>({
  class: AdminUser,
  tableName: 'admin_users',
  properties: {
    id: serialId,
    username: { ...text, unique: true },
    password: { ...text, hidden: true },
    email: { ...text, unique: true },
    firstName: optionalText,
    lastName: optionalText,
    role: text,
    isActive: { type: 'boolean' },
    lastLoginAt: { type: 'datetime', nullable: true },
    createdAt,
    updatedAt,
  },
});

/** The shared send schedule that keeps every api instance within Telegram's limits (ADR 013). */
export class TelegramSendPace {
  scope!: string;
  nextAt!: Date;
}

export const TelegramSendPaceSchema = new EntitySchema<TelegramSendPace>({
  class: TelegramSendPace,
  tableName: 'telegram_send_pace',
  properties: {
    scope: { ...text, primary: true },
    nextAt: { type: 'datetime' },
  },
});
