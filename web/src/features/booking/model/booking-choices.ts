import { booksThroughReserveFee, choosesMasterAmong } from '@qabul/api/i18n';
import { ApiError } from '../../../lib/api-client.ts';
import type { PublicMaster, Service } from '../../../lib/types.ts';

/**
 * The booking flow's rules about a choice (the service's path, its masters, what an error means): apart from the
 * days' rules (booking-rules.ts) so the public page's first screen carries none of those. Both apps call these.
 */

/**
 * A service with a reserve fee is booked through its payment (POST /api/payment/service-reserve): the booking flow's
 * one rule (ADR 038), asked with its default (the public list already zeroes a fee the plan no longer collects).
 */
export { booksThroughReserveFee as paysReserveFee };

export type BookingErrorOutcome = 'chooseTimeAgain' | 'stay';

/** 409 `slot_taken`: someone was faster, so the (refetched) times are offered again; anything else stays put. */
export function bookingErrorOutcome(error: unknown): BookingErrorOutcome {
  return error instanceof ApiError && error.code === 'slot_taken' ? 'chooseTimeAgain' : 'stay';
}

/** A service as the public page lists it: with the masters who do it (GET /api/public/services). */
export type BookableService = Service & { staff?: readonly PublicMaster[] };

/** How many masters do the service, as the public list names them. */
export const mastersOf = (service: BookableService): number => service.staff?.length ?? 0;

/** The client chooses a master only when the service has more than one (the booking flow's rule, ADR 038). */
export function choosesMaster(service: BookableService): boolean {
  return choosesMasterAmong(mastersOf(service));
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
