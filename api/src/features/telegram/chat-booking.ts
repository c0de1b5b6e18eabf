import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  ChatBookingOffer,
  ChatBookingRequest,
  ChatBookingResult,
  ChatDays,
  ChatRef,
  ChatWaitlistRequest,
  ChatWaitlistResult,
} from '@qabul/bot';
import type { Pool } from '@qabul/db';
import { booksThroughReserveFee, DAYS_AHEAD } from '@qabul/i18n';
import { DateTime } from 'luxon';
import { bookableWindow, dayState } from '../../contracts/bookable-days.ts';
import type { HotPath } from '../../lib/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toAppError } from '../../middleware/errors.ts';
import { bookAsClient, CreateBooking, loadBookingContext } from '../bookings/index.ts';
import { businessNameOf, findProvider, publicServices } from '../public/index.ts';
import { listServiceSlots } from '../slots/index.ts';
import { JoinWaitlist, joinWaitlist } from '../waitlist/index.ts';
import { chatLanguage } from './chat-language.ts';
import { bookingOfRequest, rememberRequest, underRequestKey } from './chat-booking-requests.queries.ts';
import { chatBookingAt } from './telegram-chats.queries.ts';

/** What the chat offers of a provider: the same active services as the public page. */
export async function chatBookingOffer(em: EntityManager, username: string): Promise<ChatBookingOffer | null> {
  try {
    const provider = await findProvider(em, username);
    const { services, allowsReserveFee, masters } = await publicServices(em, provider.id);
    return {
      provider: { username: provider.username, displayName: await businessNameOf(em, provider) },
      services: services.map((service) => ({
        id: service.id,
        name: service.name,
        durationMinutes: service.duration,
        price: service.price ?? '',
        priceAmount: service.priceAmount ?? null,
        priceFrom: service.priceFrom,
        // A fee the plan in force no longer collects is not asked for: the service books as an ordinary one.
        needsPrepayment: booksThroughReserveFee(service, allowsReserveFee),
        masters: (masters.get(service.id) ?? []).map(({ id, name, title }) => ({ id, name, title })),
      })),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** One provider day's slot list, straight from the slot engine the web page lists. */
async function dayList(hot: HotPath, serviceId: number, date: string, staffId: string | null | undefined, now: number) {
  try {
    // One master's times, or (no master chosen) any master's who does the service.
    return (await listServiceSlots(hot, { serviceId, date, ...(staffId ? { staffId } : {}) }, now)).slots;
  } catch (error) {
    // A service switched off meanwhile has no times.
    if (error instanceof AppError && error.code === 'not_found') return [];
    throw error;
  }
}

/** Free times of one provider day. */
export async function chatFreeTimes(
  hot: HotPath,
  serviceId: number,
  date: string,
  staffId?: string | null,
  now = Date.now(),
): Promise<string[]> {
  return (await dayList(hot, serviceId, date, staffId, now)).filter((slot) => slot.isAvailable).map((slot) => slot.time);
}

/**
 * The provider's days ahead (the booking flow's count, ADR 038), today first, that still have a free time, and those
 * that are full (waitlist days).
 */
export async function chatBookingDays(hot: HotPath, serviceId: number, staffId?: string | null, now = Date.now()): Promise<ChatDays> {
  const context = await loadBookingContext(hot, serviceId);
  const today = DateTime.fromMillis(now, { zone: context.timezone }).startOf('day');
  const dates = Array.from({ length: DAYS_AHEAD }, (_, i) => today.plus({ days: i }).toISODate() as string);
  const lists = await Promise.all(dates.map((date) => dayList(hot, serviceId, date, staffId, now)));
  const window = bookableWindow(
    context.timezone,
    { minNoticeMinutes: context.min_notice_minutes, maxAdvanceDays: context.max_advance_days },
    now,
  );
  const states = lists.map((list) => dayState(list, window));
  return { free: dates.filter((_, i) => states[i] === 'free'), full: dates.filter((_, i) => states[i] === 'full') };
}

/** "Navbatga yozilish" from the chat: the public page's own rule, the chat kept so the offer comes to it. */
export async function joinWaitlistInChat(
  pool: Pool,
  em: EntityManager,
  chat: ChatRef,
  request: ChatWaitlistRequest,
  options: { rateLimitOff: boolean },
): Promise<ChatWaitlistResult> {
  const body = JoinWaitlist.safeParse({ ...request, staffId: request.staffId ?? null, telegramUsername: chat.username });
  if (!body.success) return { ok: false, message: toAppError(body.error).message };
  try {
    await joinWaitlist(pool, em, body.data, {
      ip: `telegram:${chat.chatId}`,
      rateLimitOff: options.rateLimitOff,
      telegramChatId: chat.chatId,
      // The offer speaks the chat's language (its /language pick, else Telegram's).
      language: { language: await chatLanguage(em, chat.chatId, null), telegramChatId: chat.chatId },
    });
    return { ok: true };
  } catch (caught) {
    const error = toAppError(caught);
    if (error.status >= 500) throw caught;
    return { ok: false, message: error.message };
  }
}

/**
 * A booking made in the chat: the public page's own booking (same validation, limits, admission and
 * reserve-fee rule), owned by the chat, with the phone marked verified only when Telegram vouched for it.
 * One confirmation books once: its key (kept in the conversation's state) is held while it books and then tied
 * to the booking, so the same confirmation arriving again, even at the same moment, answers that booking.
 */
export async function bookInChat(
  em: EntityManager,
  hot: HotPath,
  chat: ChatRef,
  request: ChatBookingRequest,
  options: { rateLimitOff: boolean },
): Promise<{ result: ChatBookingResult; providerId: string | null }> {
  if (!request.requestKey) return bookOnce(em, hot, chat, request, options);
  const key = `${chat.chatId}:${request.requestKey}`;
  return underRequestKey(hot.pool, key, async (db) => {
    const earlier = await bookingOfRequest(db, key, chat.chatId);
    if (earlier) {
      return {
        result: { ok: true, bookingId: earlier.id, confirmationNumber: earlier.confirmationNumber, staffId: earlier.staffId },
        providerId: null,
      };
    }
    const booked = await bookOnce(em, hot, chat, request, options);
    if (booked.result.ok) await rememberRequest(db, key, booked.result.bookingId);
    return booked;
  });
}

async function bookOnce(
  em: EntityManager,
  hot: HotPath,
  chat: ChatRef,
  request: ChatBookingRequest,
  options: { rateLimitOff: boolean },
): Promise<{ result: ChatBookingResult; providerId: string | null }> {
  const body = CreateBooking.safeParse({
    serviceId: request.serviceId,
    date: request.date,
    timeSlot: request.time,
    name: request.name,
    phone: request.phone,
    telegramUsername: chat.username,
    staffId: request.staffId ?? null,
    language: request.language,
  });
  if (!body.success) return { result: refused(toAppError(body.error)), providerId: null };
  try {
    const { booking } = await bookAsClient(em, hot, body.data, `telegram:${chat.chatId}`, {
      rateLimitOff: options.rateLimitOff,
      // The client reads this booking's messages in the chat's language.
      language: { language: request.language ?? (await chatLanguage(em, chat.chatId, null)) },
      telegram: { chatId: chat.chatId, phoneVerified: request.phoneVerified },
    });
    return {
      result: { ok: true, bookingId: booking.id, confirmationNumber: booking.confirmationNumber, staffId: booking.staffId },
      providerId: booking.userId,
    };
  } catch (caught) {
    const error = toAppError(caught);
    if (error.status >= 500) throw caught;
    if (error.code === 'slot_taken') {
      const own = await chatBookingAt(em, chat.chatId, { serviceId: request.serviceId, date: request.date, time: request.time });
      if (own) {
        return {
          result: { ok: true, bookingId: own.id, confirmationNumber: own.confirmation_number, staffId: own.staff_id },
          providerId: null,
        };
      }
    }
    return { result: refused(error), providerId: null };
  }
}

function refused(error: AppError): ChatBookingResult {
  if (error.code === 'slot_taken' || error.code === 'slot_unavailable') return { ok: false, reason: 'slot_taken', message: error.message };
  if (error.code === 'payment_required') return { ok: false, reason: 'payment_required', message: error.message };
  return { ok: false, reason: 'refused', message: error.message };
}
