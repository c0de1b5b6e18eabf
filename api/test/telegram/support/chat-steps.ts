import { expect } from 'vitest';
import type { ApiCall } from './fake-telegram.ts';
import type { TelegramTestApp } from './telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './updates.ts';

export type Button = { text: string; callback_data?: string; url?: string; web_app?: unknown; request_contact?: boolean };

/** The chat booking as a person walks it: what the bot shows in a chat, and presses on its buttons through the webhook. */
export function chatSteps(t: TelegramTestApp) {
  /** Every message the bot sent or edited in this chat, in order. */
  const shown = (chatId: number): ApiCall[] =>
    t.fake.calls.filter((c) => (c.method === 'sendMessage' || c.method === 'editMessageText') && Number(c.payload.chat_id) === chatId);

  /** The chat's current step: the latest message with inline buttons the bot sent or edited there. */
  const step = (chatId: number): { call: ApiCall; text: string; buttons: Button[] } => {
    const calls = shown(chatId).filter((c) => c.payload.reply_markup?.inline_keyboard);
    const call = calls[calls.length - 1];
    if (!call) throw new Error(`no step in chat ${chatId}: ${JSON.stringify(shown(chatId).map((c) => c.payload.text))}`);
    return { call, text: call.payload.text, buttons: (call.payload.reply_markup.inline_keyboard as Button[][]).flat() };
  };

  const deliver = async (update: unknown) => expect((await t.deliver(update)).status).toBe(200);
  const say = (user: TestUser, text: string) => deliver(commandUpdate(user, text));

  /** Presses the current step's button whose label or callback data matches (the last such one). */
  const press = async (user: TestUser, label: RegExp) => {
    const current = step(user.id);
    const button = current.buttons.filter((b) => label.test(b.text) || label.test(b.callback_data ?? '')).pop();
    if (!button?.callback_data) throw new Error(`no button ${label} in ${JSON.stringify(current)}`);
    await deliver(callbackUpdate(user, button.callback_data, { message_id: current.call.payload.message_id ?? 1, text: current.text }));
    return button;
  };

  return { shown, step, deliver, say, press };
}
