import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { chatId, createdAt, optionalText, text, updatedAt, uuidId } from './columns.ts';
import type { WeeklyAvailability } from './service-availability.ts';

/** A master of a business (the provider account): who serves a booking, with their own hours. */
export class Staff {
  [OptionalProps]?: 'availability' | 'isActive' | 'isOwner' | 'createdAt' | 'updatedAt';
  id!: string;
  /** The business (provider account) the master works for. */
  userId!: string;
  name!: string;
  title?: string | null;
  photoUrl?: string | null;
  /** Their own weekly hours; an empty map means "whenever the service is offered" (the owner's own master starts so). */
  availability: WeeklyAvailability = {};
  telegramUsername?: string | null;
  email?: string | null;
  /** Their own Telegram chat, linked by their own one-time `p_` link; their notices go there first. */
  telegramChatId?: number | null;
  telegramLinkToken?: string | null;
  isActive = true;
  /** The owner themselves: created with the account, never deleted. */
  isOwner = false;
  /** The account that accepted the invitation: it signs in to the master's own view. */
  memberUserId?: string | null;
  inviteToken?: string | null;
  invitedAt?: Date | null;
  /** The hash of the link that was accepted: that link answers "accepted already" to anyone else. */
  acceptedInviteToken?: string | null;
  /** Removed from the team; kept so past bookings still name their master. */
  deletedAt?: Date | null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const StaffSchema = new EntitySchema<Staff>({
  class: Staff,
  tableName: 'staff',
  properties: {
    id: uuidId,
    userId: { type: 'uuid' },
    name: text,
    title: optionalText,
    photoUrl: optionalText,
    availability: { type: 'json' },
    telegramUsername: optionalText,
    email: optionalText,
    telegramChatId: chatId,
    telegramLinkToken: { ...optionalText, hidden: true },
    isActive: { type: 'boolean' },
    isOwner: { type: 'boolean' },
    memberUserId: { type: 'uuid', nullable: true },
    inviteToken: { ...optionalText, hidden: true },
    invitedAt: { type: 'datetime', nullable: true },
    acceptedInviteToken: { ...optionalText, hidden: true },
    deletedAt: { type: 'datetime', nullable: true },
    createdAt,
    updatedAt,
  },
});

/** Which master does which service. */
export class StaffService {
  staffId!: string;
  serviceId!: number;
}

export const StaffServiceSchema = new EntitySchema<StaffService>({
  class: StaffService,
  tableName: 'staff_services',
  properties: {
    staffId: { type: 'uuid', primary: true },
    serviceId: { type: 'integer', primary: true },
  },
});
