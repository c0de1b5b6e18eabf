import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationFlavor } from '@grammyjs/conversations';
import { type BookingRoute, CHAT_STEPS, type ChatStep, choosesMasterAmong, type Language, stepAfter, stepBefore } from '@qabul/i18n';
import type { Context, InlineKeyboard } from 'grammy';
import { type BotConfig, type BotContext, chatOf } from '../context.ts';
import { isHarmless } from '../errors.ts';
import { escapeHtml } from '../html.ts';
import { type BotText, botTextIn, fill } from '../messages.ts';
import type { ChatBookingOffer, ChatBookingServices, ChatMaster, ChatRef, ChatService } from '../services.ts';
import {
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

// The chat booking's steps (chat-booking.ts wires them as a conversation): each shows its screen, waits for its
// answer and names the step that follows.

export type ChatBookingContext = ConversationFlavor<BotContext>;
export type Talk = Conversation<ChatBookingContext, Context>;

/** What every step shares: the chat, its language, the provider's offer, and the one message edited step by step. */
export interface Flow {
  conversation: Talk;
  ctx: Context;
  services: ChatBookingServices;
  settings: BotConfig;
  chat: ChatRef;
  language: Language;
  t: BotText;
  offer: ChatBookingOffer;
  /** The provider's name as the messages say it. */
  provider: string;
  dayLabel(date: string): string;
  /** Shows a step in the flow's message (edited in place), or in a new one when the chat moved on below it. */
  show(text: string, keyboard?: InlineKeyboard): Promise<void>;
  /** The flow's message is posted anew with the next step (after the phone, below the person's answer). */
  newScreen(): void;
}

/** What the person has chosen so far. */
export interface Choice {
  service?: ChatService;
  /** The chosen master; null is "Farqi yo'q" (and the only master of a one-master service). */
  master: ChatMaster | null;
  date: string;
  time: string;
  phone: string;
  phoneVerified: boolean;
  /** The phone step was reached from a full day's waitlist, not from a time. */
  waiting: boolean;
  /** Said above the next list (a time taken meanwhile, a day that filled up). */
  notice: string;
}

/**
 * The booking flow's steps as the chat walks them (ADR 038: their order, the master step and "Orqaga" are the one
 * booking flow's, `@qabul/i18n`), plus the chat's own waitlist branch off the day: a full day's "Navbatga yozilish"
 * (`waitlist`), then the phone, then the place (`joinWaitlist`).
 */
export type StepName = ChatStep | 'waitlist' | 'joinWaitlist';
type Step = (flow: Flow, choice: Choice) => Promise<StepName | null>;

/** The conversation's opening: the chat's language and the provider's offer; null (said why) when there is nothing to book. */
export async function openFlow(
  conversation: Talk,
  ctx: Context,
  services: ChatBookingServices,
  settings: BotConfig,
  username: string,
): Promise<Flow | null> {
  const chat = chatOf(ctx);
  if (!chat) return null;
  // The whole conversation speaks the chat's language as it was when it began; the booking keeps it too.
  const language = await conversation.external(() => services.chatLanguage(chat.chatId, chat.languageCode ?? null));
  const t = botTextIn(language);
  const offer = await conversation.external(() => services.bookingOffer(username));
  if (!offer) {
    await ctx.reply(t.providerNotFound);
    return null;
  }
  const provider = offer.provider.displayName;
  if (offer.services.length === 0) {
    await ctx.reply(fill(language, t.chatNoServices, { provider }), { parse_mode: 'HTML' });
    return null;
  }
  let screen: number | null = null;
  return {
    conversation,
    ctx,
    services,
    settings,
    chat,
    language,
    t,
    offer,
    provider,
    dayLabel: (date) => services.dayLabel(language, date),
    async show(text, keyboard) {
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
    },
    newScreen() {
      screen = null;
    },
  };
}

/** The flow's own buttons, "Shu yerda yozilish" (`go`, which starts a new booking) aside. */
const FLOW_BUTTON = /^cb:(?!go:)[a-z]+:/;

/**
 * The next press of one of `actions` (or "Orqaga") in this chat. Anything else that is not one of the flow's buttons
 * goes on to the rest of the bot; another of the flow's buttons (an older step's) is answered "unknown action".
 */
async function press(flow: Flow, actions: string[]): Promise<{ action: string; value: string }> {
  const pressed = await flow.conversation.waitForCallbackQuery(FLOW_BUTTON, { next: true }).and(
    (next) => {
      const action = readChatAction(next.callbackQuery.data)?.action ?? '';
      return action === 'back' || actions.includes(action);
    },
    { otherwise: (next) => next.answerCallbackQuery({ text: flow.t.unknownAction }) },
  );
  await pressed.answerCallbackQuery();
  return readChatAction(pressed.callbackQuery.data) as { action: string; value: string };
}

/** What decides the chat's steps: the chosen service's masters. */
const routeOf = (service: ChatService | undefined): BookingRoute => ({ masterCount: service?.masters.length ?? 0 });
const choosesMasterOf = (service: ChatService) => choosesMasterAmong(routeOf(service).masterCount);
/** The step after / before `step` for what `choice` holds, as the one booking flow says. */
const after = (step: ChatStep, choice: Choice) => stepAfter(CHAT_STEPS, step, routeOf(choice.service));
const before = (step: ChatStep, choice: Choice) => stepBefore(CHAT_STEPS, step, routeOf(choice.service));

const withNotice = (choice: Choice, text: string) => (choice.notice ? `${choice.notice}\n\n${text}` : text);

const serviceStep: Step = async (flow, choice) => {
  const { language, t, provider, offer, settings } = flow;
  await flow.show(fill(language, t.chatPickService, { provider }), servicesKeyboard(offer.services, t, language));
  const chosen = await press(flow, ['s']);
  if (chosen.action === 'back') {
    await flow.show(fill(language, t.openBooking, { provider }), providerCardKeyboard(settings, offer.provider.username, t));
    return null;
  }
  const service = offer.services.find((s) => String(s.id) === chosen.value);
  if (!service) return 'service';
  choice.service = service;
  if (service.needsPrepayment) {
    await flow.show(fill(language, t.chatPrepayment, { service: service.name }), prepaymentKeyboard(settings, offer.provider.username, t));
    await press(flow, []);
    return 'service';
  }
  choice.master = null;
  return after('service', choice);
};

const masterStep: Step = async (flow, choice) => {
  const service = choice.service as ChatService;
  await flow.show(fill(flow.language, flow.t.chatPickMaster, { service: service.name }), mastersKeyboard(service.masters, flow.t));
  const chosen = await press(flow, ['m']);
  if (chosen.action === 'back') return before('master', choice);
  choice.master = service.masters.find((m) => m.id === chosen.value) ?? null;
  return after('master', choice);
};

const dayStep: Step = async (flow, choice) => {
  const { conversation, services, language, t } = flow;
  const service = choice.service as ChatService;
  const staffId = choice.master?.id ?? null;
  const days = await conversation.external(() => services.bookingDays(service.id, staffId));
  const text = days.full.length > 0 ? t.chatPickDayOrWait : days.free.length > 0 ? t.chatPickDay : t.chatNoDays;
  await flow.show(withNotice(choice, fill(language, text, { service: service.name })), daysKeyboard(days, flow.dayLabel, t));
  choice.notice = '';
  const chosen = await press(flow, ['d', 'w']);
  if (chosen.action === 'back') return before('calendar', choice);
  if (chosen.action === 'd' && days.free.includes(chosen.value)) {
    choice.date = chosen.value;
    return after('calendar', choice);
  }
  if (chosen.action === 'w' && days.full.includes(chosen.value)) {
    choice.date = chosen.value;
    return 'waitlist';
  }
  return 'calendar';
};

const waitlistStep: Step = async (flow, choice) => {
  const service = choice.service as ChatService;
  const text = fill(flow.language, flow.t.chatWaitlistOffer, { service: service.name, day: flow.dayLabel(choice.date) });
  await flow.show(withNotice(choice, text), waitlistKeyboard(flow.t));
  choice.notice = '';
  const chosen = await press(flow, ['wj']);
  // The waitlist branches off the day: "Orqaga" returns to it.
  if (chosen.action === 'back') return 'calendar';
  choice.waiting = true;
  return choice.phone ? 'joinWaitlist' : 'phone';
};

const joinWaitlistStep: Step = async (flow, choice) => {
  const { conversation, services, ctx, chat, language, t } = flow;
  const service = choice.service as ChatService;
  const name = services.nameOf({ firstName: ctx.from?.first_name, lastName: ctx.from?.last_name, username: chat.username ?? '' });
  const request = { serviceId: service.id, date: choice.date, staffId: choice.master?.id ?? null, name, phone: choice.phone };
  const joined = await conversation.external(() => services.joinWaitlist(chat, request));
  const values = { service: service.name, day: flow.dayLabel(choice.date) };
  await flow.show(joined.ok ? fill(language, t.chatWaitlistJoined, values) : fill(language, t.chatRefused, { message: joined.message }));
  return null;
};

const timeStep: Step = async (flow, choice) => {
  const { conversation, services, language, t } = flow;
  const service = choice.service as ChatService;
  const times = await conversation.external(() => services.freeTimes(service.id, choice.date, choice.master?.id ?? null));
  // The day filled up meanwhile: its waitlist is offered instead.
  if (times.length === 0) return 'waitlist';
  const text = fill(language, t.chatPickTime, { service: service.name, day: flow.dayLabel(choice.date) });
  await flow.show(withNotice(choice, text), timesKeyboard(times, t));
  choice.notice = '';
  const chosen = await press(flow, ['t']);
  if (chosen.action === 'back') return before('timeSlot', choice);
  if (!times.includes(chosen.value)) return 'timeSlot';
  choice.time = chosen.value;
  // After "Bu vaqt band bo'ldi" the phone is already known: straight back to the confirmation, past its step.
  return choice.phone ? after('phone', choice) : after('timeSlot', choice);
};

const phoneStep: Step = async (flow, choice) => {
  const { conversation, services, ctx, chat, language, t } = flow;
  const service = choice.service as ChatService;
  const saved = await conversation.external(() => services.verifiedPhone(chat.chatId));
  const asked = choice.waiting ? t.chatWaitlistAskPhone : t.chatAskPhone;
  await flow.show(
    fill(language, asked, { service: service.name, day: flow.dayLabel(choice.date), time: choice.time }),
    phoneKeyboard(saved && services.showPhone(saved), language),
  );
  await ctx.reply(t.chatContactHint, { reply_markup: contactKeyboard(t) });
  const given = await askPhone(flow, saved);
  if (!given) {
    const back = choice.waiting ? 'waitlist' : before('phone', choice);
    choice.waiting = false;
    return back;
  }
  choice.phone = given.phone;
  choice.phoneVerified = given.verified;
  // The reply keyboard goes away with this message; the confirmation is a new message below the user's answer.
  await ctx.reply(fill(language, t.chatPhoneTaken, { phone: services.showPhone(choice.phone) }), {
    parse_mode: 'HTML',
    reply_markup: { remove_keyboard: true },
  });
  flow.newScreen();
  return choice.waiting ? 'joinWaitlist' : after('phone', choice);
};

const confirmStep: Step = async (flow, choice) => {
  const { conversation, services, ctx, chat, language, t, settings, offer } = flow;
  const service = choice.service as ChatService;
  const { master, date, time, phone } = choice;
  // This confirmation's own key, in the state before the press is awaited: every copy of the press (a double
  // tap, a redelivery, a replay after a failure) carries the same key and books at most once.
  const requestKey = await conversation.external(() => randomUUID());
  const name = services.nameOf({ firstName: ctx.from?.first_name, lastName: ctx.from?.last_name, username: chat.username ?? '' });
  // With several masters the check names the chosen one (or "Farqi yo'q"), below the service.
  const confirmText = fill(language, t.chatConfirm, {
    provider: flow.provider,
    service: service.name,
    day: flow.dayLabel(date),
    time,
    name,
    phone: services.showPhone(phone),
  });
  await flow.show(withMaster(confirmText, service, master, `${escapeHtml(service.name)}\n`, language), confirmKeyboard(t));
  const chosen = await press(flow, ['ok']);
  if (chosen.action === 'back') return before('confirmation', choice);
  const staffId = master?.id ?? null;
  const request = { serviceId: service.id, date, time, name, phone, phoneVerified: choice.phoneVerified, staffId, language, requestKey };
  const result = await conversation.external(() => services.bookInChat(chat, request));
  if (result.ok) {
    const booked = fill(language, t.chatBooked, {
      service: service.name,
      day: flow.dayLabel(date),
      time,
      number: result.confirmationNumber,
    });
    // Who serves them: the chosen master, or the one "Farqi yo'q" got.
    const served = service.masters.find((m) => m.id === result.staffId) ?? master;
    await flow.show(choosesMasterOf(service) && served ? `${booked}\n${masterLine(served, language)}` : booked);
    return null;
  }
  if (result.reason === 'slot_taken') {
    choice.notice = t.chatSlotTaken;
    return 'timeSlot';
  }
  if (result.reason === 'payment_required') {
    await flow.show(fill(language, t.chatPrepayment, { service: service.name }), prepaymentKeyboard(settings, offer.provider.username, t));
    return null;
  }
  await flow.show(fill(language, t.chatRefused, { message: services.translate(language, result.message) }));
  return null;
};

export const STEPS: Record<StepName, Step> = {
  service: serviceStep,
  master: masterStep,
  calendar: dayStep,
  timeSlot: timeStep,
  phone: phoneStep,
  confirmation: confirmStep,
  waitlist: waitlistStep,
  joinWaitlist: joinWaitlistStep,
};

/** `text` with the master's line after the service's (`after`), for a service with several masters. */
function withMaster(text: string, service: ChatService, master: ChatMaster | null, after: string, language: Language): string {
  if (!choosesMasterOf(service)) return text;
  // A function, not a string: a master's name is the provider's words, and "$`" or "$&" in a replacement string
  // would be read as a pattern.
  return text.replace(after, () => `${after}${masterLine(master, language)}\n`);
}

/** An update the phone step answers: one of the flow's buttons, a shared contact, or typed text (a command aside). */
const isPhoneAnswer = (ctx: Context) =>
  FLOW_BUTTON.test(ctx.callbackQuery?.data ?? '') ||
  ctx.message?.contact !== undefined ||
  (ctx.message?.text !== undefined && !ctx.message.text.startsWith('/'));

/**
 * The phone step's answer: the user's own contact (verified), someone else's contact or a typed number
 * (unverified), or the saved verified phone; null for "Orqaga". Commands and anything else pass through to the rest
 * of the bot. An answer that is no phone is told so and skipped: the step waits again.
 */
async function askPhone(flow: Flow, saved: string | null): Promise<{ phone: string; verified: boolean } | null> {
  const { conversation, services, chat, t } = flow;
  const next = await conversation.waitUntil(isPhoneAnswer, { next: true });
  const pressed = readChatAction(next.callbackQuery?.data);
  if (pressed) {
    if (pressed.action === 'back' || (pressed.action === 'p' && saved)) {
      await next.answerCallbackQuery();
      return pressed.action === 'back' ? null : { phone: saved as string, verified: true };
    }
    await next.answerCallbackQuery({ text: t.unknownAction });
    return conversation.skip();
  }
  const contact = next.message?.contact;
  if (contact) {
    const shared = { phoneNumber: contact.phone_number, userId: contact.user_id ?? null };
    const outcome = await conversation.external(() => services.rememberContact(chat, shared));
    if (!outcome.phone) {
      await next.reply(t.contactNotPhone);
      return conversation.skip();
    }
    if (!outcome.verified) await next.reply(t.contactNotYoursInBooking);
    return { phone: outcome.phone, verified: outcome.verified };
  }
  const text = next.message?.text ?? '';
  const typed = await conversation.external(() => services.readPhone(text));
  if (typed) return { phone: typed, verified: false };
  await next.reply(t.chatBadPhone);
  return conversation.skip();
}

/** Nothing chosen yet. */
export const noChoice = (): Choice => ({ master: null, date: '', time: '', phone: '', phoneVerified: false, waiting: false, notice: '' });
