import { randomUUID } from 'node:crypto';
import { type Conversation, type ConversationFlavor, conversations, createConversation } from '@grammyjs/conversations';
import type { Language } from '@qabul/i18n';
import { Composer, type Context, type InlineKeyboard } from 'grammy';
import { type BotConfig, type BotContext, chatOf } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { type BotText, botTextIn, fill } from '../messages.ts';
import type { ChatBookingServices, ChatMaster, ChatRef, ChatService, ConversationStore } from '../services.ts';
import { isHarmless } from '../errors.ts';
import { offerProvider } from './start.ts';
import {
  chatAction,
  confirmKeyboard,
  contactKeyboard,
  daysKeyboard,
  masterLine,
  mastersKeyboard,
  phoneKeyboard,
  prepaymentKeyboard,
  providerCardKeyboard,
  readChatAction,
  servicesKeyboard,
  timesKeyboard,
  waitlistKeyboard,
} from './chat-booking-keyboards.ts';

export type ChatBookingContext = ConversationFlavor<BotContext>;
type Talk = Conversation<ChatBookingContext, Context>;

const CONVERSATION = 'chatBooking';
/** Raise when the conversation's steps change, so a half-finished conversation of the old code is dropped. */
const STATE_VERSION = 3;
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
 * Booking inside the chat: service → (master, when the service has several) → day → time → phone → confirm, one message edited step by step, every step
 * with "Orqaga". A full day (picked from the days marked 🔔, or one that filled up meanwhile) offers its waitlist
 * instead: "Navbatga yozilish" → phone (when not known yet) → a place whose offer comes to this chat. The conversations plug-in replays this function from the start on every update, so everything
 * that reads or writes Qabul goes through `conversation.external` (its answer is recorded and replayed, never
 * asked twice) and Telegram calls go through the conversation's own context (recorded the same way).
 */
function chatBookingFlow(services: ChatBookingServices, settings: BotConfig) {
  return async function chatBooking(conversation: Talk, ctx: Context, username: string): Promise<void> {
    const chat = chatOf(ctx);
    if (!chat) return;
    // The whole conversation speaks the chat's language as it was when it began; the booking keeps it too.
    const language = await conversation.external(() => services.chatLanguage(chat.chatId, chat.languageCode ?? null));
    const t = botTextIn(language);
    const dayLabel = (date: string) => services.dayLabel(language, date);
    const offer = await conversation.external(() => services.bookingOffer(username));
    if (!offer) {
      await ctx.reply(t.providerNotFound);
      return;
    }
    const provider = offer.provider.displayName;
    if (offer.services.length === 0) {
      await ctx.reply(fill(language, t.chatNoServices, { provider }), { parse_mode: 'HTML' });
      return;
    }

    let screen: number | null = null;
    /** Shows a step in the flow's message (edited in place), or in a new one when the chat moved on below it. */
    const show = async (text: string, keyboard?: InlineKeyboard) => {
      const options = { parse_mode: 'HTML' as const, ...(keyboard ? { reply_markup: keyboard } : {}) };
      if (screen === null) {
        screen = (await ctx.reply(text, options)).message_id;
        return;
      }
      try {
        await ctx.api.editMessageText(chat.chatId, screen, text, options);
      } catch (error) {
        // The same step shown again: nothing to change.
        if (!isHarmless(error)) throw error;
      }
    };

    /** The next press of one of `actions` (or "back") in this chat; other updates go on to the rest of the bot. */
    const press = async (actions: string[]): Promise<{ action: string; value: string }> => {
      for (;;) {
        const next = await conversation.wait();
        const pressed = readChatAction(next.callbackQuery?.data);
        if (!pressed || pressed.action === 'go') await conversation.skip({ next: true });
        else if (pressed.action === 'back' || actions.includes(pressed.action)) {
          await next.answerCallbackQuery();
          return pressed as { action: string; value: string };
        } else await next.answerCallbackQuery({ text: t.unknownAction });
      }
    };

    type Step = 'service' | 'master' | 'day' | 'time' | 'waitlist' | 'phone' | 'confirm' | 'joinWaitlist';
    let step: Step = 'service';
    let service: ChatService | undefined;
    /** The chosen master; null is "Farqi yo'q" (and the only master of a one-master service). */
    let master: ChatMaster | null = null;
    const choosesMaster = () => (service ? choosesMasterOf(service) : false);
    let date = '';
    let time = '';
    let phone = '';
    let phoneVerified = false;
    /** The phone step was reached from a full day's waitlist, not from a time. */
    let waiting = false;
    /** Said above the next list (a time taken meanwhile, a day that filled up). */
    let notice = '';
    const withNotice = (text: string) => (notice ? `${notice}\n\n${text}` : text);

    for (;;) {
      if (step === 'service') {
        await show(fill(language, t.chatPickService, { provider }), servicesKeyboard(offer.services, t, language));
        const chosen = await press(['s']);
        if (chosen.action === 'back') {
          await show(fill(language, t.openBooking, { provider }), providerCardKeyboard(settings, offer.provider.username, t));
          return;
        }
        service = offer.services.find((s) => String(s.id) === chosen.value);
        if (!service) continue;
        if (service.needsPrepayment) {
          await show(fill(language, t.chatPrepayment, { service: service.name }), prepaymentKeyboard(settings, offer.provider.username, t));
          await press([]);
          continue;
        }
        master = null;
        step = choosesMaster() ? 'master' : 'day';
        continue;
      }
      const current = service as ChatService;
      const staffId = master?.id ?? null;

      if (step === 'master') {
        await show(fill(language, t.chatPickMaster, { service: current.name }), mastersKeyboard(current.masters, t));
        const chosen = await press(['m']);
        if (chosen.action === 'back') step = 'service';
        else {
          master = current.masters.find((m) => m.id === chosen.value) ?? null;
          step = 'day';
        }
        continue;
      }

      if (step === 'day') {
        const days = await conversation.external(() => services.bookingDays(current.id, staffId));
        const text = days.full.length > 0 ? t.chatPickDayOrWait : days.free.length > 0 ? t.chatPickDay : t.chatNoDays;
        await show(withNotice(fill(language, text, { service: current.name })), daysKeyboard(days, dayLabel, t));
        notice = '';
        const chosen = await press(['d', 'w']);
        if (chosen.action === 'back') step = choosesMaster() ? 'master' : 'service';
        else if (chosen.action === 'd' && days.free.includes(chosen.value)) {
          date = chosen.value;
          step = 'time';
        } else if (chosen.action === 'w' && days.full.includes(chosen.value)) {
          date = chosen.value;
          step = 'waitlist';
        }
        continue;
      }

      if (step === 'waitlist') {
        await show(withNotice(fill(language, t.chatWaitlistOffer, { service: current.name, day: dayLabel(date) })), waitlistKeyboard(t));
        notice = '';
        const chosen = await press(['wj']);
        if (chosen.action === 'back') step = 'day';
        else {
          waiting = true;
          step = phone ? 'joinWaitlist' : 'phone';
        }
        continue;
      }

      if (step === 'joinWaitlist') {
        const name = services.nameOf({ firstName: ctx.from?.first_name, lastName: ctx.from?.last_name, username: chat.username ?? '' });
        const request = { serviceId: current.id, date, staffId, name, phone };
        const joined = await conversation.external(() => services.joinWaitlist(chat, request));
        const values = { service: current.name, day: dayLabel(date) };
        await show(joined.ok ? fill(language, t.chatWaitlistJoined, values) : fill(language, t.chatRefused, { message: joined.message }));
        return;
      }

      if (step === 'time') {
        const times = await conversation.external(() => services.freeTimes(current.id, date, staffId));
        if (times.length === 0) {
          // The day filled up meanwhile: its waitlist is offered instead.
          step = 'waitlist';
          continue;
        }
        await show(withNotice(fill(language, t.chatPickTime, { service: current.name, day: dayLabel(date) })), timesKeyboard(times, t));
        notice = '';
        const chosen = await press(['t']);
        if (chosen.action === 'back') step = 'day';
        else if (times.includes(chosen.value)) {
          time = chosen.value;
          // After "Bu vaqt band bo'ldi" the phone is already known: straight back to the confirmation.
          step = phone ? 'confirm' : 'phone';
        }
        continue;
      }

      if (step === 'phone') {
        const saved = await conversation.external(() => services.verifiedPhone(chat.chatId));
        const asked = waiting ? t.chatWaitlistAskPhone : t.chatAskPhone;
        await show(
          fill(language, asked, { service: current.name, day: dayLabel(date), time }),
          phoneKeyboard(saved && services.showPhone(saved), language),
        );
        await ctx.reply(t.chatContactHint, { reply_markup: contactKeyboard(t) });
        const given = await askPhone(conversation, services, chat, saved, t);
        if (!given) {
          step = waiting ? 'waitlist' : 'time';
          waiting = false;
          continue;
        }
        ({ phone, verified: phoneVerified } = given);
        // The reply keyboard goes away with this message; the confirmation is a new message below the user's answer.
        await ctx.reply(fill(language, t.chatPhoneTaken, { phone: services.showPhone(phone) }), {
          parse_mode: 'HTML',
          reply_markup: { remove_keyboard: true },
        });
        screen = null;
        step = waiting ? 'joinWaitlist' : 'confirm';
        continue;
      }

      // This confirmation's own key, in the state before the press is awaited: every copy of the press (a double
      // tap, a redelivery, a replay after a failure) carries the same key and books at most once.
      const requestKey = await conversation.external(() => randomUUID());
      const name = services.nameOf({ firstName: ctx.from?.first_name, lastName: ctx.from?.last_name, username: chat.username ?? '' });
      // With several masters the check names the chosen one (or "Farqi yo'q"), below the service.
      const confirmText = fill(language, t.chatConfirm, {
        provider,
        service: current.name,
        day: dayLabel(date),
        time,
        name,
        phone: services.showPhone(phone),
      });
      await show(withMaster(confirmText, current, master, `${escapeHtml(current.name)}\n`, language), confirmKeyboard(t));
      const chosen = await press(['ok']);
      if (chosen.action === 'back') {
        step = 'phone';
        continue;
      }
      const request = { serviceId: current.id, date, time, name, phone, phoneVerified, staffId, language, requestKey };
      const result = await conversation.external(() => services.bookInChat(chat, request));
      if (result.ok) {
        const booked = fill(language, t.chatBooked, {
          service: current.name,
          day: dayLabel(date),
          time,
          number: result.confirmationNumber,
        });
        // Who serves them: the chosen master, or the one "Farqi yo'q" got.
        const served = current.masters.find((m) => m.id === result.staffId) ?? master;
        await show(choosesMasterOf(current) && served ? `${booked}\n${masterLine(served, language)}` : booked);
        return;
      }
      if (result.reason === 'slot_taken') {
        notice = t.chatSlotTaken;
        step = 'time';
        continue;
      }
      if (result.reason === 'payment_required') {
        await show(fill(language, t.chatPrepayment, { service: current.name }), prepaymentKeyboard(settings, offer.provider.username, t));
        return;
      }
      await show(fill(language, t.chatRefused, { message: services.translate(language, result.message) }));
      return;
    }
  };
}

const choosesMasterOf = (service: ChatService) => service.masters.length > 1;

/** `text` with the master's line after the service's (`after`), for a service with several masters. */
function withMaster(text: string, service: ChatService, master: ChatMaster | null, after: string, language: Language): string {
  if (!choosesMasterOf(service)) return text;
  // A function, not a string: a master's name is the provider's words, and "$`" or "$&" in a replacement string
  // would be read as a pattern.
  return text.replace(after, () => `${after}${masterLine(master, language)}\n`);
}

/**
 * The phone step's answer: the user's own contact (verified), someone else's contact or a typed number
 * (unverified), or the saved verified phone; null for "Orqaga". Commands pass through to the rest of the bot.
 */
async function askPhone(
  conversation: Talk,
  services: ChatBookingServices,
  chat: ChatRef,
  saved: string | null,
  t: BotText,
): Promise<{ phone: string; verified: boolean } | null> {
  for (;;) {
    const next = await conversation.wait();
    const pressed = readChatAction(next.callbackQuery?.data);
    if (pressed && pressed.action !== 'go') {
      if (pressed.action === 'back') {
        await next.answerCallbackQuery();
        return null;
      }
      if (pressed.action === 'p' && saved) {
        await next.answerCallbackQuery();
        return { phone: saved, verified: true };
      }
      await next.answerCallbackQuery({ text: t.unknownAction });
      continue;
    }
    const message = next.message;
    if (message?.contact) {
      const shared = { phoneNumber: message.contact.phone_number, userId: message.contact.user_id ?? null };
      const contact = await conversation.external(() => services.rememberContact(chat, shared));
      if (!contact.phone) {
        await next.reply(t.contactNotPhone);
        continue;
      }
      if (!contact.verified) await next.reply(t.contactNotYoursInBooking);
      return { phone: contact.phone, verified: contact.verified };
    }
    const text = message?.text;
    if (text !== undefined && !text.startsWith('/')) {
      const typed = await conversation.external(() => services.readPhone(text));
      if (typed) return { phone: typed, verified: false };
      await next.reply(t.chatBadPhone);
      continue;
    }
    await conversation.skip({ next: true });
  }
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
