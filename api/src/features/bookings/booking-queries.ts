import { businessDisplayName, displayName } from '../../contracts/display-name.ts';
import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { placeText } from '../notifications/index.ts';
import { timingSafeEqual } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type Booking, BookingSchema, BusinessProfileSchema, PaymentOrderSchema, ServiceSchema, StaffSchema, UserSchema } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BookingScope, inScope, scopeWhere } from '../../lib/booking-scope.ts';
import {
  type BookingDetailsRow,
  type BookingExtras,
  type BookingStaff,
  type PaidReserveFee,
  presentBookingWith,
} from './bookings.presenter.ts';
import { clientChangeRefusal } from './cancellation-window.ts';
import type { BookingFilters } from './bookings.schema.ts';

/** Booking ids are UUIDs; anything else cannot exist, so it is a plain 404. */
export async function findBooking(em: EntityManager, id: string): Promise<Booking> {
  const booking = isUuid(id) ? await em.findOne(BookingSchema, { id: id.toLowerCase() }) : null;
  if (!booking) throw new AppError('not_found', uz.notFound.booking);
  return booking;
}

/** The booking a page's "Telegramda ochish" link (`b_<token>`) names; an unknown token is a plain 404. */
export async function findBookingByLinkToken(em: EntityManager, token: string): Promise<Booking> {
  const booking = token ? await em.findOne(BookingSchema, { telegramToken: token }) : null;
  if (!booking) throw new AppError('not_found', uz.notFound.booking);
  return booking;
}

/** Whose bookings: a business's (an owner) or one master's inside it (a master's own view); lib/booking-scope.ts. */
export type { BookingScope };

/** A booking of another provider (or, for a master, of another master) answers 404 as if it did not exist. */
export async function ownBooking(em: EntityManager, scope: BookingScope | string, id: string): Promise<Booking> {
  const { providerId, staffId } = typeof scope === 'string' ? { providerId: scope, staffId: null } : scope;
  const booking = await findBooking(em, id);
  if (!inScope({ providerId, staffId }, booking)) {
    throw new AppError('not_found', uz.notFound.booking);
  }
  return booking;
}

/**
 * The provider's bookings among `ids`, locked for this transaction (in id order, so two batches cannot
 * deadlock). One id that is unknown or someone else's makes the whole list a 404.
 */
export async function lockOwnBookings(tx: EntityManager, providerId: string, ids: string[]): Promise<Booking[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const bookings = await tx.find(
    BookingSchema,
    { id: { $in: unique }, userId: providerId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  if (bookings.length !== unique.length) throw new AppError('not_found', uz.notFound.booking);
  return bookings;
}

async function serviceNames(em: EntityManager, bookings: Booking[]): Promise<Map<number, string>> {
  const ids = [...new Set(bookings.map((b) => b.serviceId).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const services = await em.find(ServiceSchema, { id: { $in: ids } }, { fields: ['id', 'name'] });
  return new Map(services.map((service) => [service.id, service.name]));
}

/** The reserve fees paid (and not refunded) on these bookings, by booking id: at most one paid order each. */
async function paidReserveFees(em: EntityManager, bookings: Booking[]): Promise<Map<string, PaidReserveFee>> {
  if (bookings.length === 0) return new Map();
  const orders = await em.find(
    PaymentOrderSchema,
    { bookingId: { $in: bookings.map((b) => b.id) }, kind: 'service_reserve', state: 'paid' },
    { fields: ['bookingId', 'amount', 'paidAt'] },
  );
  return new Map(orders.map((order) => [order.bookingId ?? '', { amount: Number(order.amount), paidAt: order.paidAt ?? null }]));
}

/** The masters of these bookings, by id (removed masters too: a past booking still names who served it). */
async function mastersOf(em: EntityManager, bookings: Booking[]): Promise<Map<string, BookingStaff>> {
  const ids = [...new Set(bookings.map((b) => b.staffId))];
  if (ids.length === 0) return new Map();
  const masters = await em.find(StaffSchema, { id: { $in: ids } }, { fields: ['id', 'name'] });
  return new Map(masters.map((master) => [master.id, { id: master.id, name: master.name }]));
}

/** What a booking's answer adds to its row, for a whole page of bookings in three queries. */
export async function bookingExtras(em: EntityManager, bookings: Booking[]): Promise<BookingExtras> {
  const names = await serviceNames(em, bookings);
  const fees = await paidReserveFees(em, bookings);
  const masters = await mastersOf(em, bookings);
  return {
    serviceName: (booking) => (booking.serviceId ? (names.get(booking.serviceId) ?? null) : null),
    paidReserveFee: (booking) => fees.get(booking.id) ?? null,
    staff: (booking) => masters.get(booking.staffId) ?? { id: booking.staffId, name: '' },
  };
}

/** `%` and `_` in what a person typed are letters, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A booking matches a search by any part of the client's name, its confirmation number, or (when what was typed reads
 * as a phone: digits, spaces, `+ - ( )`) digits of the client's phone however it was written.
 */
function searchOf(search: string) {
  const digits = /^[\d\s()+-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  return [
    { name: { $ilike: `%${likeText(search)}%` } },
    { confirmationNumber: search.toUpperCase() },
    ...(digits ? [{ [raw("regexp_replace(phone, '\\D', '', 'g')")]: { $like: `%${digits}%` } }] : []),
  ] as never;
}

/** One page of the provider's bookings (soonest first) and how many match in all. */
export async function listBookings(
  em: EntityManager,
  scope: BookingScope,
  filters: BookingFilters,
): Promise<{ bookings: Booking[]; total: number }> {
  // A master sees only their own; an owner may narrow the list to one master.
  const where = {
    ...scopeWhere(scope.staffId ? scope : { ...scope, staffId: filters.staffId ?? null }),
    ...(filters.status ? { status: { $in: filters.status } } : {}),
    ...(filters.search ? { $or: searchOf(filters.search) } : {}),
    ...(filters.from || filters.to
      ? { date: { ...(filters.from ? { $gte: filters.from } : {}), ...(filters.to ? { $lte: filters.to } : {}) } }
      : {}),
  };
  const [bookings, total] = await em.findAndCount(BookingSchema, where, {
    orderBy: { dateTimeUtc: 'asc', id: 'asc' },
    limit: filters.limit,
    offset: filters.offset,
  });
  return { bookings, total };
}

export async function bookingDetails(em: EntityManager, id: string, now = Date.now()): Promise<BookingDetailsRow> {
  const booking = await findBooking(em, id);
  const service = booking.serviceId ? await em.findOne(ServiceSchema, { id: booking.serviceId }) : null;
  const provider = await em.findOneOrFail(UserSchema, { id: booking.userId });
  const business = await em.findOne(BusinessProfileSchema, { userId: provider.id });
  const providerName = displayName(provider);
  const paid = (await paidReserveFees(em, [booking])).get(booking.id)?.amount ?? null;
  const staff = (await mastersOf(em, [booking])).get(booking.staffId) ?? { id: booking.staffId, name: providerName };
  return {
    booking,
    serviceName: service?.name ?? null,
    staff,
    providerName: businessDisplayName(business, provider),
    providerUsername: provider.username,
    providerPhone: business?.phone ?? null,
    providerTelegram: business?.telegram ?? null,
    place: placeText(storedLanguage(booking.language), business, booking.meetingAddress ?? null),
    timezone: provider.timezone,
    reserveFee: paid ?? service?.reserveFee ?? 0,
    reserveFeePaid: paid !== null,
    allowsChange:
      clientChangeRefusal(
        { status: booking.status, start: booking.dateTimeUtc },
        { allowCancellation: service?.allowCancellation ?? false, cancellationHours: service?.cancellationHours ?? null },
        now,
      ) === null,
    changeHours: service?.allowCancellation ? (service.cancellationHours ?? 0) : null,
  };
}

/** Does `token` open this booking? Compared in constant time; a wrong or missing token simply does not. */
export function isClientToken(booking: Booking, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== booking.clientToken.length) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(booking.clientToken));
}

/** These bookings of the provider as the bookings list answers them, in the order of `ids` (a client card's history). */
export async function presentedBookings(em: EntityManager, providerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const bookings = await em.find(BookingSchema, { id: { $in: ids }, userId: providerId });
  const order = new Map(ids.map((id, index) => [id, index]));
  bookings.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const extras = await bookingExtras(em, bookings);
  return bookings.map((booking) => presentBookingWith(booking, extras));
}
