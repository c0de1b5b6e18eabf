import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Language } from '@qabul/i18n';

/**
 * What the bot needs from the rest of Qabul. The api implements it with its own services
 * (api/src/features/telegram/bot-services.ts), so handlers stay thin and never touch the database.
 */

/** The Telegram chat a message or button press came from (private chats: chat id = user id). */
export interface ChatRef {
  chatId: number;
  /** Telegram username without '@', as Telegram sends it; null when the user has none. */
  username: string | null;
  firstName: string | null;
  /** The Telegram app's language (`language_code`) as this update carries it; null when it carries none. */
  languageCode?: string | null;
}

/** One booking as a line in a chat, already in the reader's time zone. */
export interface BookingLine {
  id: string;
  /** The day as the reader reads it ("25-noyabr", "25 ноября"; the year only when not this year) and HH:mm, in their time zone. */
  date: string;
  time: string;
  serviceName: string;
  providerName: string;
  clientName: string;
  clientPhone: string;
  /** The booking's status as the API names it; the API owns the list and its labels. */
  status: string;
  statusLabel: string;
  /** The client may still cancel it (service allows it and the cancellation window is open). */
  canCancel: boolean;
}

/** The result of an action taken from a button; `message` is user-facing Uzbek text when it failed. */
export type Outcome = { ok: true; status: BookingLine['status']; booking: BookingLine } | { ok: false; message: string };

/** `no_show`: "Kelmadi" under the notice at the end of a visit. */
export type ProviderDecision = 'confirm' | 'cancel' | 'no_show';

/** Key-value storage for conversation state (JSON), shared by every instance of the bot. */
export interface ConversationStore {
  /** undefined when there is none, or it was left too long and has ended. */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A service as the chat booking offers it. */
export interface ChatService {
  id: number;
  name: string;
  durationMinutes: number;
  /** The provider's own price text, '' when none: shown as typed when there is no amount. */
  price: string;
  /** The price in tiyin, shown in the reader's language (null: none, 0: free); absent in a chat begun before it. */
  priceAmount?: number | null;
  /** The amount is where the price starts ("80 000 so'mdan", "от 80 000 сум"). */
  priceFrom?: boolean;
  /** A reserve fee must be paid first: the chat cannot take the payment, the Mini App or the web page can. */
  needsPrepayment: boolean;
  /** The masters who do it; the chat asks for one only when there are several. */
  masters: ChatMaster[];
}

/** A master as the chat offers them: the name on the button, the title as the label ("Usta" when none). */
export interface ChatMaster {
  id: string;
  name: string;
  title: string | null;
}

export interface ChatBookingOffer {
  provider: { username: string; displayName: string };
  services: ChatService[];
}

export interface ChatBookingRequest {
  serviceId: number;
  /** yyyy-MM-dd and HH:mm, the provider's day and clock, as the slot lists give them. */
  date: string;
  time: string;
  name: string;
  phone: string;
  /** The phone is the sender's own contact, verified by Telegram. */
  phoneVerified: boolean;
  /** The chosen master; omitted or null: "Farqi yo'q" (any master, picked by the booking itself). */
  staffId?: string | null;
  /** The chat's language: the booking keeps it, so every later message to its client is written in it (omitted: Uzbek Latin). */
  language?: Language;
  /**
   * One confirmation's own key, made when the confirmation is shown and kept in the conversation's state: the same
   * confirmation arriving again (a double tap, a redelivered update, a replay after a failure) books once.
   */
  requestKey?: string;
}

/**
 * `slot_taken`: someone else took the time first (offer the times again); `payment_required`: a reserve fee must
 * be paid where payments are possible; `refused`: any other rule (limits, plan), `message` says which in Uzbek.
 */
export type ChatBookingResult =
  | { ok: true; bookingId: string; confirmationNumber: string; staffId: string }
  | { ok: false; reason: 'slot_taken' | 'payment_required' | 'refused'; message: string };

/**
 * The chat's day step: the days with a free time and the full ones (times the rules allow, all taken), each
 * yyyy-MM-dd, the provider's, in order. A full day offers "Navbatga yozilish".
 */
export interface ChatDays {
  free: string[];
  full: string[];
}

/** A place on a full day's waitlist, asked from the chat: the offer comes to this chat. */
export interface ChatWaitlistRequest {
  serviceId: number;
  date: string;
  staffId?: string | null;
  name: string;
  phone: string;
}

/** `message` says in Uzbek why not (already waiting, the day's list is full, ...). */
export type ChatWaitlistResult = { ok: true } | { ok: false; message: string };

/** A shared contact: verified when it is the sender's own; `phone` is null when it is not a phone number. */
export interface ContactOutcome {
  verified: boolean;
  phone: string | null;
}

/** A public provider as an inline-mode answer shows them. */
export interface ProviderCard {
  username: string;
  displayName: string;
  /** Their active services' names, in the order of their page. */
  services: string[];
  /** An absolute URL of their profile picture, or null. */
  imageUrl: string | null;
}

/** A Telegram invoice's payment as pre_checkout_query and successful_payment carry it (amount in tiyin). */
export interface InvoicePayment {
  payload: string;
  currency: string;
  totalAmount: number;
}

/** A payment Telegram completed; its charge id is what makes it count once. */
export interface PaidInvoice extends InvoicePayment {
  telegramPaymentChargeId: string;
  providerPaymentChargeId: string;
}

/** `message` (Uzbek, at most 255 characters) is what Telegram shows the payer when we refuse. */
export type PreCheckoutAnswer = { ok: true } | { ok: false; message: string };
/** A button of a booking's living card (or of a reminder replying to it). */
export type CardAction = 'come' | 'cancel' | 'cancelYes' | 'cancelNo';

/**
 * What the server made of a card button: `stranger` (the chat is not the booking's own), `gone` (no such card, or
 * the booking is over), `refused` (a rule said no; `message` is its Uzbek text), `ask` (cancel: ask Ha/Yo'q
 * first), `done`.
 */
export type CardPress = { result: 'stranger' | 'gone' | 'ask' | 'done' } | { result: 'refused'; message: string };

/**
 * What the bot's frame asks on every update, whichever feature answers it (create-bot.ts): the reader's language,
 * one chat's turns, a chat that blocked the bot.
 */
export interface CoreServices {
  /**
   * The language a person reads in the bot: their /language pick, else their Telegram app's `language_code`
   * (kept on their chat when it changes, for messages sent later without an update in hand).
   */
  chatLanguage(chatId: number, languageCode: string | null): Promise<Language>;
  /**
   * A text the API wrote in Uzbek (a rule's refusal, a booking status) in `language`, by the API's message
   * catalogues; the text itself when none knows it.
   */
  translate(language: Language, text: string): string;
  /** The user blocked (false) or unblocked (true) the bot. */
  setReachable(chatId: number, reachable: boolean): Promise<void>;
  /**
   * Runs `work` for one update of a chat once every earlier update of that chat has been handled, on any
   * instance, and only once per update id: false (without running it) when the update was handled before,
   * as Telegram redelivers an update whose webhook answer was slow. Without it updates run as they come.
   */
  chatTurn?(chatId: number, updateId: number, work: () => Promise<void>): Promise<boolean>;
}

/** A chat's block and unblock of the bot (my_chat_member). */
export type ReachabilityServices = Pick<CoreServices, 'setReachable'>;

/** Where a chat's conversation state is kept, shared by every instance (the chat booking, a review's comment). */
export interface ConversationServices {
  /** Booking inside the chat keeps its conversation state here. */
  conversations: ConversationStore;
}

/** /start: links (b_ booking, p_ provider or master), a provider's card, the chat's menu button. */
export interface StartServices {
  /** /start: remember which chat a username belongs to (and that the chat is reachable again). */
  rememberChat(chat: ChatRef): Promise<void>;
  /** A provider's public page by username, for the booking button; null when unknown. */
  findProvider(username: string): Promise<{ username: string; displayName: string } | null>;
  /**
   * `b_<token>`: links the chat to the booking and answers the confirmation text to send (HTML). The bot calls
   * `delivered()` once Telegram accepted the message, or `failed()`, so the notice is marked sent only when it was.
   */
  linkClientChat(
    token: string,
    chat: ChatRef,
  ): Promise<{
    confirmation: string;
    /** The card's buttons: the confirmation is the booking's living card (ADR 014). */
    keyboard?: InlineKeyboardMarkup;
    /** The card is pinned (quietly) while its booking is upcoming. */
    pin?: boolean;
    /** Telegram took the message: it is the booking's card from now on, pinned or not. */
    delivered(messageId?: number, pinned?: boolean): Promise<void>;
    failed(): Promise<void>;
  } | null>;
  /** `p_<token>`: links the chat to a provider account, or to a master (`master`); null when the token is unknown. */
  linkProviderChat(token: string, chat: ChatRef): Promise<{ displayName: string; master?: boolean } | null>;
  /** The chat is linked to a provider account (its menu button opens the dashboard, not the Mini App). */
  isProviderChat(chatId: number): Promise<boolean>;
}

/** /bookings: the chat's upcoming bookings and their cancel. */
export interface ClientBookingsServices {
  /** /bookings: the chat's upcoming bookings as a client. */
  upcomingBookings(chat: ChatRef): Promise<BookingLine[]>;
  cancelAsClient(chat: ChatRef, bookingId: string): Promise<Outcome>;
}

/** /today: a linked provider's day. */
export interface TodayServices {
  /** /today: the day as the provider reads it ("24-noyabr, seshanba") and its bookings; null when the chat is not linked to a provider account. */
  todayBookings(chatId: number): Promise<{ date: string; bookings: BookingLine[] } | null>;
}

/** The provider's buttons under a new booking and after a visit (provider-actions.ts, no-show.ts). */
export interface ProviderDecisionServices {
  /** 'Tasdiqlash' / 'Bekor qilish' under a new-booking message; only the booking's own provider may. */
  decideAsProvider(chatId: number, bookingId: string, decision: ProviderDecision): Promise<Outcome>;
}

/** /language: the pick, and the menu button that follows it. */
export interface LanguageServices extends Pick<StartServices, 'isProviderChat'> {
  /** /language: the person's own pick, kept on their chat; later messages follow it. */
  pickLanguage(chat: ChatRef, language: Language): Promise<void>;
}

/** The stars and the comment after a visit. */
export interface ReviewServices extends ConversationServices {
  /** A star under the review question: the API's review rule decides (the chat's own visit, over, once). */
  rateVisit(chat: ChatRef, bookingId: string, rating: number): Promise<ReviewOutcome>;
  /** The comment the client wrote after the stars (at most 1000 characters are kept). */
  commentOnVisit(chat: ChatRef, bookingId: string, comment: string): Promise<ReviewOutcome>;
}

/** The buttons of a booking's living card. */
export interface BookingCardServices {
  /** A press on a booking card's button: only the card's own chat may act (ADR 014). */
  pressCardButton(chat: ChatRef, action: CardAction, key: string): Promise<CardPress>;
}

/** Inline mode. */
export interface InlineSearchServices {
  /** Inline mode: public providers whose name or username holds every word; at most 10, none for no words. */
  searchProviders(query: string): Promise<ProviderCard[]>;
}

/** A reserve fee paid with a Telegram invoice. */
export interface PaymentServices {
  /** pre_checkout_query: the order still waits for exactly this money and its booking is still held. */
  checkInvoicePayment(payment: InvoicePayment): Promise<PreCheckoutAnswer>;
  /**
   * successful_payment: settles the order once per charge, however often Telegram repeats it. The booking's own
   * confirmation follows through the notices, so `reply` is null unless the payer must be told something else.
   */
  settleInvoicePayment(chat: ChatRef, payment: PaidInvoice): Promise<{ reply: string | null }>;
}

/** The chat booking (and its waitlist step). */
export interface ChatBookingServices
  extends ConversationServices,
    Pick<CoreServices, 'chatLanguage' | 'translate'>,
    Pick<StartServices, 'rememberChat' | 'findProvider'> {
  /** A day (yyyy-MM-dd) as a chat's day button reads in its language: "27-noyabr, Jum", "27 ноября, Пт". */
  dayLabel(language: Language, date: string): string;
  /** The provider's active services for booking in the chat; null when the username is unknown. */
  bookingOffer(username: string): Promise<ChatBookingOffer | null>;
  /** The next 14 days (the provider's) that still have a free time for the service, and those that are full. */
  bookingDays(serviceId: number, staffId?: string | null): Promise<ChatDays>;
  /** "Navbatga yozilish" on a full day through the same rule as the web page; the offer comes to this chat. */
  joinWaitlist(chat: ChatRef, request: ChatWaitlistRequest): Promise<ChatWaitlistResult>;
  /** The free times (HH:mm) of the service on that day, from the same slot engine as the web page. */
  freeTimes(serviceId: number, date: string, staffId?: string | null): Promise<string[]>;
  /** The Telegram user's verified phone (E.164), or null. */
  verifiedPhone(chatId: number): Promise<string | null>;
  /** A contact shared in the chat; the sender's own becomes their verified phone. */
  rememberContact(chat: ChatRef, contact: { phoneNumber: string; userId: number | null }): Promise<ContactOutcome>;
  /** A typed phone in E.164, or null when it is not a phone number. */
  readPhone(text: string): string | null;
  /** A phone as the product shows it ("+998 90 765 43 21"): the API's one rule. */
  showPhone(phone: string): string;
  /** How a person is called everywhere (full name, else username): the API's one rule. */
  nameOf(person: { firstName?: string | null; lastName?: string | null; username: string }): string;
  /** Books through the same service and rules as the web page; the booking belongs to this chat. */
  bookInChat(chat: ChatRef, request: ChatBookingRequest): Promise<ChatBookingResult>;
}

/**
 * Everything the bot asks of Qabul, made once by the api (api/src/features/telegram/bot-services.ts). Each feature
 * receives only its own slice above (create-bot.ts `botFeatures` hands them out), so a feature's needs are read in its
 * signature and a test gives only those.
 */
export interface BotServices
  extends CoreServices,
    StartServices,
    ClientBookingsServices,
    TodayServices,
    ProviderDecisionServices,
    LanguageServices,
    ReviewServices,
    BookingCardServices,
    InlineSearchServices,
    PaymentServices,
    ChatBookingServices {}

/** `message` is user-facing Uzbek text when the review was refused. */
export type ReviewOutcome = { ok: true } | { ok: false; message: string };
