/**
 * A master's time is taken: the exclusion constraint over their bookings and blocked times refused a write
 * (ADR 021; before it the constraint lived on `bookings` as `bookings_no_overlap`). The one place that knows its name.
 */
export function isTakenTime(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23P01' && constraint === 'occupied_times_no_overlap';
}
