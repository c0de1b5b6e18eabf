import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatBookingOffer, ChatBookingRequest, ChatBookingResult, ChatRef } from '@qabul/bot';
import { DateTime } from 'luxon';
import type { HotPath } from '../../lib/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toAppError } from '../../middleware/errors.ts';
import { bookAsClient, CreateBooking, loadBookingContext } from '../bookings/index.ts';
import { findProvider, publicServices } from '../public/index.ts';
import { listServiceSlots } from '../slots/index.ts';
import { chatBookingAt, chatLanguage } from './telegram-chats.queries.ts';
import { displayName } from '../../contracts/display-name.ts';

/** How far ahead the chat offers days (DECISIONS.md: the next 14 days that have free times). */
export const CHAT_BOOKING_DAYS = 14;

/** What the chat offers of a provider: the same active services as the public page. */
export async function chatBookingOffer(em: EntityManager, username: string): Promise<ChatBookingOffer | null> {
  try {
    const provider = await findProvider(em, username);
    const { services, allowsReserveFee, masters } = await publicServices(em, provider.id);
    return {
      provider: { username: provider.username, displayName: displayName(provider) },
      services: services.map((service) => ({
        id: service.id,
        name: service.name,
        durationMinutes: service.duration,
        price: service.price ?? '',
        // A fee the plan in force no longer collects is not asked for: the service books as an ordinary one.
        needsPrepayment: allowsReserveFee && service.reserveFee > 0,
        masters: (masters.get(service.id) ?? []).map(({ id, name, title }) => ({ id, name, title })),
      })),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** Free times of one provider day, straight from the slot engine the web page lists. */
export async function chatFreeTimes(
  hot: HotPath,
  serviceId: number,
  date: string,
  staffId?: string | null,
  now = Date.now(),
): Promise<string[]> {
  try {
    // One master's times, or (no master chosen) any master's who does the service.
    const { slots } = await listServiceSlots(hot, { serviceId, date, ...(staffId ? { staffId } : {}) }, now);
    return slots.filter((slot) => slot.isAvailable).map((slot) => slot.time);
  } catch (error) {
    // A service switched off meanwhile has no times.
    if (error instanceof AppError && error.code === 'not_found') return [];
    throw error;
  }
}

/** The provider's next 14 days, today first, that still have a free time. */
export async function chatFreeDays(hot: HotPath, serviceId: number, staffId?: string | null, now = Date.now()): Promise<string[]> {
  const context = await loadBookingContext(hot, serviceId);
  const today = DateTime.fromMillis(now, { zone: context.timezone }).startOf('day');
  const dates = Array.from({ length: CHAT_BOOKING_DAYS }, (_, i) => today.plus({ days: i }).toISODate() as string);
  const times = await Promise.all(dates.map((date) => chatFreeTimes(hot, serviceId, date, staffId, now)));
  return dates.filter((_, i) => (times[i]?.length ?? 0) > 0);
}

/**
 * A booking made in the chat: the public page's own booking (same validation, limits, admission and
 * reserve-fee rule), owned by the chat, with the phone marked verified only when Telegram vouched for it.
 */
export async function bookInChat(
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
  });
  if (!body.success) return { result: refused(toAppError(body.error)), providerId: null };
  try {
    const { booking } = await bookAsClient(em, hot, body.data, `telegram:${chat.chatId}`, {
      rateLimitOff: options.rateLimitOff,
      // The client reads this booking's messages in the chat's language.
      language: { language: await chatLanguage(em, chat.chatId) },
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
