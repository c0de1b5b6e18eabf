import { DAYS_AHEAD } from '@qabul/api/i18n';
import { type BookableWindow, type DayState, dayState } from '@qabul/api/schemas';
import { addDays, type IsoDate } from '../../../lib/calendar-days.ts';
import type { Slot } from '../../../lib/types.ts';

/**
 * The booking flow's rules that are not steps: which days and times are offered, which path a service books
 * through, what an error means for the flow. The web page and the Mini App both call these.
 */

/** How many days ahead the Mini App's day step looks: the booking flow's one count, the chat's too (ADR 038). */
export { DAYS_AHEAD };

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

// The rules of a choice (no days): their own module, so the first screen does not carry the days' rule.
export * from './booking-choices.ts';
