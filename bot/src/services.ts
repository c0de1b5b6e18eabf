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
}

/** One booking as a line in a chat, already in the reader's time zone. */
export interface BookingLine {
  id: string;
  /** dd.MM.yyyy and HH:mm in the reader's time zone. */
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

export type ProviderDecision = 'confirm' | 'cancel';

export interface BotServices {
  /** /start: remember which chat a username belongs to (and that the chat is reachable again). */
  rememberChat(chat: ChatRef): Promise<void>;
  /** The user blocked (false) or unblocked (true) the bot. */
  setReachable(chatId: number, reachable: boolean): Promise<void>;
  /** A provider's public page by username, for the booking button; null when unknown. */
  findProvider(username: string): Promise<{ username: string; displayName: string } | null>;
  /**
   * `b_<token>`: links the chat to the booking and answers the confirmation text to send (HTML). The bot calls
   * `delivered()` once Telegram accepted the message, or `failed()`, so the notice is marked sent only when it was.
   */
  linkClientChat(
    token: string,
    chat: ChatRef,
  ): Promise<{ confirmation: string; delivered(): Promise<void>; failed(): Promise<void> } | null>;
  /** `p_<token>`: links the chat to a provider account; null when the token is unknown. */
  linkProviderChat(token: string, chat: ChatRef): Promise<{ displayName: string } | null>;
  /** /bookings: the chat's upcoming bookings as a client. */
  upcomingBookings(chat: ChatRef): Promise<BookingLine[]>;
  cancelAsClient(chat: ChatRef, bookingId: string): Promise<Outcome>;
  /** /today: null when the chat is not linked to a provider account. */
  todayBookings(chatId: number): Promise<{ date: string; bookings: BookingLine[] } | null>;
  /** 'Tasdiqlash' / 'Bekor qilish' under a new-booking message; only the booking's own provider may. */
  decideAsProvider(chatId: number, bookingId: string, decision: ProviderDecision): Promise<Outcome>;
}
