import { type BookableWindow, type DayState, dayState } from '@qabul/api/schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { addDays, type IsoDate } from '../../../lib/calendar-days.ts';
import type { PublicMaster, Service, Slot } from '../../../lib/types.ts';

/**
 * The booking flow's rules that are not steps: which days and times are offered, which path a service books
 * through, what an error means for the flow. The web page and the Mini App both call these.
 */

/** How many days ahead the Mini App's day step looks (the same two weeks the bot's chat booking offers). */
export const DAYS_AHEAD = 14;

/** The days from `today` on, `count` of them. */
export function daysFrom(today: IsoDate, count: number = DAYS_AHEAD): IsoDate[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, i));
}

/** The times a client can take: past and taken starts are listed by the server, but not offered. */
export function freeSlots(slots: readonly Slot[] | undefined): Slot[] {
  return (slots ?? []).filter((slot) => slot.isAvailable);
}

/** The days among `days` whose slot list is known and holds at least one free time, in order. */
export function freeDays(days: readonly IsoDate[], lists: ReadonlyArray<readonly Slot[] | undefined>): IsoDate[] {
  return days.filter((_, i) => freeSlots(lists[i]).length > 0);
}

/**
 * The days among `days` whose slot list is known and offers nothing, only because every time the rules allow is
 * taken: "Navbatga yozilish" days. A day with no hours, a day off or a day the rules keep shut is not one.
 */
export function fullDays(days: readonly IsoDate[], lists: ReadonlyArray<readonly Slot[] | undefined>, window: BookableWindow): IsoDate[] {
  return days.filter((_, i) => isFullDay(lists[i], window));
}

/** One day's known list holds times the rules allow, all taken (its waitlist is offered). */
export function isFullDay(list: readonly Slot[] | undefined, window: BookableWindow | null): boolean {
  return list !== undefined && window !== null && dayState(list, window) === 'full';
}

/** The days among `days` whose known list could never give a client a time (closed for them); unknown ones are not. */
export function closedDays(days: readonly IsoDate[], lists: ReadonlyArray<readonly Slot[] | undefined>, window: BookableWindow): IsoDate[] {
  return days.filter((_, i) => lists[i] !== undefined && dayState(lists[i] as Slot[], window) === ('closed' satisfies DayState));
}

/** A service with a reserve fee is booked through its payment (POST /api/payment/service-reserve). */
export function paysReserveFee(service: Pick<Service, 'reserveFee'>): boolean {
  return service.reserveFee > 0;
}

export type BookingErrorOutcome = 'chooseTimeAgain' | 'stay';

/** 409 `slot_taken`: someone was faster, so the (refetched) times are offered again; anything else stays put. */
export function bookingErrorOutcome(error: unknown): BookingErrorOutcome {
  return error instanceof ApiError && error.code === 'slot_taken' ? 'chooseTimeAgain' : 'stay';
}

/** A service as the public page lists it: with the masters who do it (GET /api/public/services). */
export type BookableService = Service & { staff?: readonly PublicMaster[] };

/** The client chooses a master only when the service has more than one; with one, "any" is that one. */
export function choosesMaster(service: BookableService): boolean {
  return (service.staff?.length ?? 0) > 1;
}

/** The master a booking names, as the service listed them (their title too), else as the booking says. */
export function servingMaster(
  service: BookableService | null,
  staff: { id: string; name: string } | null | undefined,
): { name: string; title: string | null } | null {
  if (!staff) return null;
  const listed = service?.staff?.find((master) => master.id === staff.id);
  return { name: listed?.name ?? staff.name, title: listed?.title ?? null };
}
