import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';

export type Role = 'user' | 'admin' | 'platform_admin';

export class User {
  [OptionalProps]?: 'role' | 'timezone' | 'language' | 'googleConnected' | 'googleCalendarSync' | 'createdAt' | 'updatedAt';
  id!: string;
  username!: string;
  /** Null for an account registered with Telegram until its owner adds an address (and proves it). */
  email?: string | null;
  /** An address a Telegram-only account asked for, waiting for the link sent to it; never used to sign in. */
  pendingEmail?: string | null;
  /** When the owner proved the e-mail (the link sent to it, or Google vouching for it); null: never proven. */
  emailVerifiedAt?: Date | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  role: Role = 'user';
  timezone = 'Asia/Tashkent';
  /** The language of the dashboard and of every message to this person (`uz`, `uz-Cyrl`, `ru`). */
  language = 'uz';
  googleConnected = false;
  googleRefreshToken?: string | null;
  googleEmail?: string | null;
  googleCalendarSync = false;
  /** The Telegram account that signs in to this one (Login Widget, the bot's "Kabinet"); one account per Telegram user. */
  telegramUserId?: number | null;
  telegramChatId?: number | null;
  telegramUsername?: string | null;
  telegramLinkToken?: string | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: uuidId,
    username: { ...text, unique: true },
    email: optionalText,
    pendingEmail: optionalText,
    emailVerifiedAt: { type: 'datetime', nullable: true },
    password: { ...optionalText, hidden: true, lazy: false },
    firstName: optionalText,
    lastName: optionalText,
    profileImageUrl: optionalText,
    role: { type: 'text', default: 'user' },
    timezone: { type: 'text', default: 'Asia/Tashkent' },
    language: { type: 'text', default: 'uz' },
    googleConnected: { type: 'boolean', default: false },
    googleRefreshToken: { ...optionalText, hidden: true },
    googleEmail: optionalText,
    googleCalendarSync: { type: 'boolean', default: false },
    telegramUserId: chatId,
    telegramChatId: chatId,
    telegramUsername: optionalText,
    telegramLinkToken: { ...optionalText, hidden: true },
    createdAt,
    updatedAt,
  },
});
