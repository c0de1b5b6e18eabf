import { uz } from '../contracts/messages.uz.ts';
import { AppError } from './app-error.ts';

/**
 * "A master acts only on their own bookings", written once (issue 32): a signed-in person works in a scope, a
 * business (its owner) or one master inside it (an invited master's own view). A single booking asks `inScope`, a
 * list's or a day's statement reads `BOOKING_IN_SCOPE` (or `scopeWhere` through the ORM), and a request naming a master
 * asks `scopedMaster`. Anything outside the scope answers 404, as if it did not exist.
 */
export interface BookingScope {
  providerId: string;
  staffId: string | null;
}

/** The booking is in the scope: the business's, and for a master their own. */
export function inScope(scope: BookingScope, booking: { userId: string; staffId?: string | null }): boolean {
  return booking.userId === scope.providerId && (scope.staffId === null || booking.staffId === scope.staffId);
}

/**
 * The same rule in a statement on `bookings` (a fragment for a `*.queries.ts` statement's `where`, not a statement
 * of its own): its three placeholders take `scopeValues(scope)`.
 */
export const BOOKING_IN_SCOPE = 'user_id = ? and (?::uuid is null or staff_id = ?::uuid)';
export const scopeValues = (scope: BookingScope): [string, string | null, string | null] => [
  scope.providerId,
  scope.staffId,
  scope.staffId,
];

/** The same rule as the ORM's filter on bookings. */
export const scopeWhere = (scope: BookingScope): { userId: string; staffId?: string } => ({
  userId: scope.providerId,
  ...(scope.staffId ? { staffId: scope.staffId } : {}),
});

/**
 * The master a request acts for: a master's own scope names only themselves (another master is 404 to them); an
 * owner's request names whom it names (the caller checks them to be of the business), or nobody (null).
 */
export function scopedMaster(scope: BookingScope, staffId: string | null | undefined): string | null {
  if (scope.staffId && staffId && staffId !== scope.staffId) throw new AppError('not_found', uz.notFound.staff);
  return scope.staffId ?? staffId ?? null;
}
