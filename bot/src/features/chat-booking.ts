import { conversations, createConversation } from '@grammyjs/conversations';
import { Composer, type Context } from 'grammy';
import { type BotConfig, type BotContext, chatOf } from '../context.ts';
import { fill } from '../messages.ts';
import type { ChatBookingServices, ChatRef, ConversationStore } from '../services.ts';
import { offerProvider } from './start.ts';
import { chatAction } from './chat-booking-keyboards.ts';
import { type ChatBookingContext, noChoice, openFlow, STEPS, type StepName, type Talk } from './chat-booking-steps.ts';

export type { ChatBookingContext } from './chat-booking-steps.ts';

const CONVERSATION = 'chatBooking';
/** Raise when the conversation's steps change, so a half-finished conversation of the old code is dropped. */
const STATE_VERSION = 4;
const USERNAME = /^[\w]{1,58}$/;

/**
 * Conversation state lives in PostgreSQL (any instance continues a chat's conversation). Only private chats
 * have one; everything else reads as "no conversation" and writes nothing.
 */
function storage(store: ConversationStore) {
  const key = (ctx: Context) => (ctx.chat?.type === 'private' ? `chat-booking:${ctx.chat.id}` : null);
  return {
    type: 'context' as const,
    version: STATE_VERSION,
    adapter: {
      read: async (ctx: ChatBookingContext) => {
        const k = key(ctx);
        return k ? ((await store.read(k)) as never) : undefined;
      },
      write: async (ctx: ChatBookingContext, state: unknown) => {
        const k = key(ctx);
        if (k) await store.write(k, state);
      },
      delete: async (ctx: ChatBookingContext) => {
        const k = key(ctx);
        if (k) await store.delete(k);
      },
    },
  };
}

/**
 * Booking inside the chat: service → (master, when the service has several) → day → time → phone → confirm, one
 * message edited step by step, every step with "Orqaga". A full day (picked from the days marked 🔔, or one that
 * filled up meanwhile) offers its waitlist instead: "Navbatga yozilish" → phone (when not known yet) → a place whose
 * offer comes to this chat. Each step is a function (chat-booking-steps.ts) that shows its screen, waits for its answer and names the
 * step that follows (the one before it for "Orqaga"; null when the conversation ends).
 *
 * The conversations plug-in replays the conversation from the start on every update, so everything that reads or
 * writes Qabul goes through `conversation.external` (its answer is recorded and replayed, never asked twice) and
 * Telegram calls go through the conversation's own context (recorded the same way). "Orqaga" names the step before
 * rather than rewinding to a checkpoint: a rewind would forget what the steps after it learned and must keep (the
 * phone already given, the message being edited, "Bu vaqt band bo'ldi").
 */
function chatBookingFlow(services: ChatBookingServices, settings: BotConfig) {
  return async function chatBooking(conversation: Talk, ctx: Context, username: string): Promise<void> {
    const flow = await openFlow(conversation, ctx, services, settings, username);
    if (!flow) return;
    const choice = noChoice();
    let step: StepName | null = 'service';
    while (step) step = await STEPS[step](flow, choice);
  };
}

/**
 * The chat booking's wiring: conversation state in PostgreSQL, `/book <username>` and the provider card's
 * "Shu yerda yozilish". Installed before the other features, so a conversation in progress sees its chat's
 * updates first and passes on what it does not wait for.
 */
export function chatBooking(services: ChatBookingServices, settings: BotConfig): Composer<BotContext> {
  const composer = new Composer<ChatBookingContext>();
  const privateChats = composer.filter((ctx) => ctx.chat?.type === 'private');
  privateChats.use(conversations<ChatBookingContext, Context>({ storage: storage(services.conversations) }));
  privateChats.use(createConversation(chatBookingFlow(services, settings), CONVERSATION));

  const begin = async (ctx: ChatBookingContext, username: string) => {
    // A new booking replaces one left half-way.
    await ctx.conversation.exitAll();
    await ctx.conversation.enter(CONVERSATION, username.toLowerCase());
  };

  privateChats.command('book', async (ctx) => {
    const username = ctx.match.trim().replace(/^@/, '');
    if (!USERNAME.test(username)) {
      await ctx.reply(ctx.text.bookUsage);
      return;
    }
    await services.rememberChat(chatOf(ctx) as ChatRef);
    // Like /start <username>: both ways to book, so the client may still prefer the Mini App.
    if (!(await offerProvider(services, ctx, username))) await ctx.reply(ctx.text.providerNotFound);
  });

  // "Tasdiqlash" pressed again once its booking is made (a double tap, an old message): the booking was made
  // once, and the press says so instead of booking again.
  privateChats.callbackQuery(chatAction.confirm, (ctx) => ctx.answerCallbackQuery({ text: ctx.text.chatConfirmUsed, show_alert: true }));

  privateChats.callbackQuery(/^cb:go:(\w{1,58})$/, async (ctx) => {
    await ctx.answerCallbackQuery();
    await begin(ctx, ctx.match[1] as string);
  });

  // A contact outside a booking: the sender's own is kept as their verified phone.
  privateChats.on('message:contact', async (ctx) => {
    const chat = chatOf(ctx);
    if (!chat) return;
    const contact = await services.rememberContact(chat, {
      phoneNumber: ctx.message.contact.phone_number,
      userId: ctx.message.contact.user_id ?? null,
    });
    if (!contact.phone) await ctx.reply(ctx.text.contactNotPhone);
    else if (contact.verified)
      await ctx.reply(fill(ctx.language, ctx.text.contactSaved, { phone: services.showPhone(contact.phone) }), {
        parse_mode: 'HTML',
        reply_markup: { remove_keyboard: true },
      });
    else await ctx.reply(ctx.text.contactNotYours);
  });

  return composer as unknown as Composer<BotContext>;
}
