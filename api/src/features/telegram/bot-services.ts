import { DEFAULT_LANGUAGE } from '../../contracts/i18n/languages.ts';
import { displayName } from '../../contracts/display-name.ts';
import type { BotServices, ChatRef, Outcome } from '@qabul/bot';
import type { Orm } from '@qabul/db';
import type { HotPath } from '../../lib/context.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { composeCard, miniAppUrlOf } from '../notifications/index.ts';
import { bookingNotification } from '../notifications/index.ts';
import { businessNameOf, findProvider, searchBusinesses } from '../public/index.ts';
import { cancelAsClient, linkAsClient } from '../bookings/index.ts';
import { decideAsProvider, linkedProvider, providerToday } from './telegram-bookings.ts';
import { bookingRow, clientUpcoming, orderClientLanguage } from './telegram-bookings.queries.ts';
import {
  holdClientConfirmation,
  linkProviderChat,
  markClientConfirmationSent,
  releaseClientConfirmation,
  rememberChat,
  setChatReachable,
} from './telegram-chats.queries.ts';
import { toBookingLine } from './telegram.presenter.ts';
import { bookInChat, chatBookingDays, chatBookingOffer, chatFreeTimes, joinWaitlistInChat } from './chat-booking.ts';
import { conversationStorage } from './conversation-storage.ts';
import { chatTurns } from './chat-turns.ts';
import { isMasterChat, linkMasterChat, rememberVerifiedPhone, verifiedPhone } from './telegram-chats.queries.ts';
import { displayPhone, toE164 } from '../../lib/phone.ts';
import { checkTelegramPayment, settleTelegramPayment } from '../payments/index.ts';
import { logger } from '../../lib/logger.ts';
import { telegramTexts } from './messages.ts';
import { telegramText } from './messages.uz.ts';
import { orderOfInvoicePayload } from './telegram-invoice.ts';

const log = logger.child({ feature: 'telegram' });
import { toProviderCard } from './provider-cards.ts';
import { commentOnReview, submitReview } from '../reviews/index.ts';
import { pressCardButton } from './booking-card.ts';
import { cardOf, placeCard } from './booking-card.queries.ts';
import { chatDayLabel, chatLanguage } from './chat-language.ts';
import { pickChatLanguage } from './telegram-chats.queries.ts';
import { translateApiMessage } from '../../lib/i18n/message-index.ts';

/** Inline results Telegram shows at once; more words than this are someone pasting a paragraph. */
const SEARCH_LIMIT = 10;

export interface BotServiceDeps {
  orm: Orm;
  hot: HotPath;
  publicUrl: string;
  /** Wakes the notification dispatcher after a change that notifies someone. */
  notify: () => void;
  /** Drops this instance's cached slots of a provider whose bookings changed. */
  providerChanged: (providerId: string) => void;
  /** RATE_LIMIT_DISABLED: booking in the chat skips the per-client limit like the web page does. */
  rateLimitOff?: boolean;
  /** Tests step the conversations' clock forward; null means the database's. */
  clock?: () => Date | null;
  /** The key of the invoice payloads' check (telegram-invoice.ts); without it no payment is accepted. */
  invoiceSecret?: string | null;
  /** How many chats' updates may be handled at once (each holds a connection for its turn, ADR 022). */
  chatTurnsAtOnce?: number;
}

const person = (chat: ChatRef) => ({
  chatId: chat.chatId,
  username: chat.username,
});

/** The bot's view of Qabul: each call is one unit of work on a fresh EntityManager. */
export function botServices({
  orm,
  hot,
  publicUrl,
  notify,
  providerChanged,
  rateLimitOff = false,
  clock,
  invoiceSecret = null,
  chatTurnsAtOnce = 4,
}: BotServiceDeps): BotServices {
  const em = () => orm.em.fork();

  /** Expected refusals (window closed, not yours...) become a message for the person; the rest is a bug. */
  async function outcome(
    action: () => Promise<{ id: string; userId: string }>,
    reader: 'client' | 'provider',
    chatId: number,
  ): Promise<Outcome> {
    try {
      const booking = await action();
      providerChanged(booking.userId);
      notify();
      const row = await bookingRow(em(), booking.id);
      if (!row) return { ok: false, message: uz.notFound.booking };
      return {
        ok: true,
        status: row.status,
        booking: toBookingLine(row, reader, await chatLanguage(em(), chatId, null)),
      };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** A review refused by its rules (not yours, too early, already rated) is a message for the person; the rest is a bug. */
  async function refusalAsMessage(action: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
    try {
      await action();
      return { ok: true };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message };
      throw error;
    }
  }

  return {
    chatLanguage: (chatId, languageCode) => chatLanguage(em(), chatId, languageCode),
    pickLanguage: (chat, language) => pickChatLanguage(em(), chat, language),
    dayLabel: chatDayLabel,
    translate: translateApiMessage,
    rememberChat: (chat) => rememberChat(em(), chat),
    setReachable: (chatId, reachable) => setChatReachable(em(), chatId, reachable),

    async findProvider(username) {
      try {
        const user = await findProvider(em(), username);
        return { username: user.username, displayName: await businessNameOf(em(), user) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },

    async linkClientChat(token, chat) {
      const scope = em();
      let bookingId: string;
      try {
        // Who may link is the client actions' rule: the page's link token is the proof, the first chat keeps it.
        bookingId = (await linkAsClient(scope, { linkToken: token }, chat, { confirmation: 'sentByCaller' })).id;
      } catch (error) {
        // An unknown link, or a booking another chat took first: answered as no such booking.
        if (error instanceof AppError && (error.code === 'not_found' || error.code === 'conflict')) return null;
        throw error;
      }
      const notice = await bookingNotification(scope, bookingId, 'client', 'booking_created');
      if (!notice) return null;
      // A booking cancelled meanwhile is confirmed as cancelled, not as booked.
      const kind = notice.booking.status === 'cancelled' ? 'booking_cancelled' : 'booking_created';
      // Held while the bot sends it, so the dispatcher does not send it too; marked sent only once Telegram took it.
      await holdClientConfirmation(scope, bookingId);
      // The confirmation is the booking's living card (ADR 014): later changes edit this very message.
      const card = await cardOf(scope, bookingId);
      const view = composeCard({ ...notice, kind, chatId: chat.chatId }, card.buttonKey, {
        publicUrl,
        miniAppUrl: miniAppUrlOf(publicUrl),
      });
      return {
        confirmation: view.text,
        keyboard: view.keyboard,
        pin: view.pinned,
        async delivered(messageId, pinned = false) {
          await markClientConfirmationSent(em(), bookingId);
          if (messageId === undefined) return;
          // This message is the card now, whatever was before it (a link opened again sends a new one).
          const previous = await cardOf(em(), bookingId);
          await placeCard(em(), previous, chat.chatId, messageId, pinned);
        },
        failed: () => releaseClientConfirmation(em(), bookingId),
      };
    },

    async linkProviderChat(token, chat) {
      const provider = await linkProviderChat(em(), token, chat);
      if (provider) return { displayName: provider.displayName };
      // A master's own link from their view: the notices of their bookings come to this chat.
      const master = await linkMasterChat(em(), token, chat);
      return master ? { displayName: master.name, master: true } : null;
    },

    async upcomingBookings(chat) {
      const rows = await clientUpcoming(em(), person(chat));
      const language = await chatLanguage(em(), chat.chatId, chat.languageCode ?? null);
      return rows.map((row) => toBookingLine(row, 'client', language));
    },

    cancelAsClient: (chat, bookingId) =>
      outcome(() => cancelAsClient(em(), hot, bookingId, { kind: 'chat', ...person(chat) }), 'client', chat.chatId),

    async todayBookings(chatId) {
      const scope = em();
      const provider = await linkedProvider(scope, chatId);
      if (!provider) return null;
      const day = await providerToday(scope, provider);
      const language = await chatLanguage(scope, chatId, null);
      return {
        date: chatDayLabel(language, day.date, 'long'),
        bookings: day.bookings.map((row) => toBookingLine(row, 'provider', language)),
      };
    },

    decideAsProvider: (chatId, bookingId, decision) =>
      outcome(() => decideAsProvider(em(), chatId, bookingId, decision), 'provider', chatId),

    conversations: conversationStorage(hot.pool, { clock }),
    chatTurn: chatTurns(hot.pool, chatTurnsAtOnce),
    bookingOffer: (username) => chatBookingOffer(em(), username),
    bookingDays: (serviceId, staffId) => chatBookingDays(hot, serviceId, staffId),
    joinWaitlist: (chat, request) => joinWaitlistInChat(hot.pool, em(), chat, request, { rateLimitOff }),
    freeTimes: (serviceId, date, staffId) => chatFreeTimes(hot, serviceId, date, staffId),
    verifiedPhone: (chatId) => verifiedPhone(em(), chatId),
    readPhone: toE164,
    showPhone: displayPhone,
    nameOf: displayName,

    async rememberContact(chat, contact) {
      const phone = toE164(contact.phoneNumber);
      // Telegram vouches only for the sender's own contact; anyone else's number is just a number.
      const verified = phone !== null && contact.userId === chat.chatId;
      if (verified) await rememberVerifiedPhone(em(), chat, phone);
      return { verified, phone };
    },

    async bookInChat(chat, request) {
      const { result, providerId } = await bookInChat(em(), hot, chat, request, { rateLimitOff });
      if (providerId) {
        providerChanged(providerId);
        notify();
      }
      return result;
    },

    async searchProviders(query) {
      // No words, no answer: an empty query is someone who has just typed the bot's name.
      const rows = await searchBusinesses(em(), { query, limit: SEARCH_LIMIT, emptyFinds: 'nothing' });
      return rows.map((row) => toProviderCard(row, publicUrl));
    },

    isProviderChat: async (chatId) => (await linkedProvider(em(), chatId)) !== null || (await isMasterChat(em(), chatId)),

    async checkInvoicePayment(payment) {
      const orderId = invoiceSecret ? orderOfInvoicePayload(payment.payload, invoiceSecret) : null;
      if (!orderId) return { ok: false, message: telegramText.preCheckout.unknown };
      const verdict = await checkTelegramPayment(hot.pool, { orderId, amount: payment.totalAmount, currency: payment.currency });
      if (verdict === 'ok') return { ok: true };
      // The payer is the booking's client: told why in the language their booking remembers.
      return { ok: false, message: telegramTexts[await orderClientLanguage(em(), orderId)].preCheckout[verdict] };
    },

    async settleInvoicePayment(chat, payment) {
      const orderId = invoiceSecret ? orderOfInvoicePayload(payment.payload, invoiceSecret) : null;
      const settlement = orderId
        ? await settleTelegramPayment(hot.pool, {
            orderId,
            telegramPaymentChargeId: payment.telegramPaymentChargeId,
            providerPaymentChargeId: payment.providerPaymentChargeId,
            telegramUserId: chat.chatId,
            amount: payment.totalAmount,
            currency: payment.currency,
          })
        : null;
      if (settlement?.outcome === 'settled') {
        if (settlement.providerId) providerChanged(settlement.providerId);
        // The fee is paid: the booking's confirmation (to this chat) and the provider's notice go out now.
        notify();
        return { reply: null };
      }
      if (settlement?.outcome === 'repeated') return { reply: null };
      if (settlement?.outcome === 'paid_twice' && orderId) {
        // The truth: the booking stands, this second payment is to be returned, and the business knows.
        log.warn({ charge: payment.telegramPaymentChargeId, orderId }, 'telegram payment for an order already paid');
        return { reply: telegramTexts[await orderClientLanguage(em(), orderId)].paidTwice };
      }
      // Money for no order we can settle: kept on record where possible, and the payer is told how to get it back.
      log.warn(
        { charge: payment.telegramPaymentChargeId, orderId, outcome: settlement?.outcome ?? 'unreadable' },
        'telegram payment not settled',
      );
      // The payer is the booking's client: told in the language their booking remembers.
      const language = orderId ? await orderClientLanguage(em(), orderId) : DEFAULT_LANGUAGE;
      return { reply: telegramTexts[language].paidTooLate };
    },
    rateVisit: (chat, bookingId, rating) =>
      refusalAsMessage(() => submitReview(em(), bookingId, { chatId: chat.chatId }, { rating, comment: null })),
    commentOnVisit: (chat, bookingId, comment) => refusalAsMessage(() => commentOnReview(em(), bookingId, chat.chatId, comment)),
    pressCardButton: (chat, action, key) => pressCardButton({ orm, hot, notify, providerChanged }, chat, action, key),
  };
}
