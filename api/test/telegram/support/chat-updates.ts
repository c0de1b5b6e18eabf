import type { Update } from '@qabul/bot';
import type { TestUser } from './updates.ts';

/** Plain messages as Telegram delivers them: typed text and a shared contact. */
let updateId = 950_000_000;
let messageId = 500_000;

function message(user: TestUser, body: Record<string, unknown>): Update {
  return {
    update_id: ++updateId,
    message: {
      message_id: messageId++,
      date: Math.floor(Date.now() / 1000),
      from: { id: user.id, is_bot: false, first_name: user.first_name, ...(user.username ? { username: user.username } : {}) },
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      ...body,
    },
  } as Update;
}

export const textUpdate = (user: TestUser, text: string) => message(user, { text });

/** A contact card; `ownerId` is the Telegram user the contact belongs to (absent for a number not on Telegram). */
export const contactUpdate = (user: TestUser, phoneNumber: string, ownerId: number | null) =>
  message(user, {
    contact: { phone_number: phoneNumber, first_name: user.first_name, ...(ownerId === null ? {} : { user_id: ownerId }) },
  });
