import type { Update } from '@qabul/bot';

/** Realistic Update JSON as Telegram delivers it (by webhook or getUpdates). */
let updateId = 900_000_000;
let messageId = 1;

export interface TestUser {
  id: number;
  first_name: string;
  username?: string;
}

const now = () => Math.floor(Date.now() / 1000);

/** A command message; Telegram marks the command with a bot_command entity at offset 0. */
export function commandUpdate(user: TestUser, text: string) {
  const command = text.split(' ')[0] ?? text;
  return {
    update_id: ++updateId,
    message: {
      message_id: messageId++,
      date: now(),
      from: {
        id: user.id,
        is_bot: false,
        first_name: user.first_name,
        ...(user.username ? { username: user.username } : {}),
        language_code: 'uz',
      },
      chat: { id: user.id, type: 'private', first_name: user.first_name, ...(user.username ? { username: user.username } : {}) },
      text,
      entities: [{ type: 'bot_command', offset: 0, length: command.length }],
    },
  } as Update;
}

/** A press on an inline button under a message the bot sent earlier. */
export function callbackUpdate(
  user: TestUser,
  data: string,
  message: { message_id: number; text: string; entities?: unknown[]; reply_markup?: unknown },
) {
  return {
    update_id: ++updateId,
    callback_query: {
      id: `cb${updateId}`,
      from: { id: user.id, is_bot: false, first_name: user.first_name, ...(user.username ? { username: user.username } : {}) },
      chat_instance: '-8134722200314281151',
      data,
      message: {
        message_id: message.message_id,
        date: now(),
        from: { id: 7000000001, is_bot: true, first_name: 'Qabul', username: 'qabul_test_bot' },
        chat: { id: user.id, type: 'private', first_name: user.first_name },
        text: message.text,
        ...(message.entities ? { entities: message.entities } : {}),
        ...(message.reply_markup ? { reply_markup: message.reply_markup } : {}),
      },
    },
  } as Update;
}

export function blockedUpdate(user: TestUser) {
  return {
    update_id: ++updateId,
    my_chat_member: {
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: { id: user.id, is_bot: false, first_name: user.first_name },
      date: now(),
      old_chat_member: { user: { id: 7000000001, is_bot: true, first_name: 'Qabul' }, status: 'member' },
      new_chat_member: { user: { id: 7000000001, is_bot: true, first_name: 'Qabul' }, status: 'kicked', until_date: 0 },
    },
  } as Update;
}
