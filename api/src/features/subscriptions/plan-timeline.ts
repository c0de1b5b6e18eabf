/**
 * A provider's paid plans as a timeline, derived from the plan payments still standing (ADR 011). Pure: the
 * same payments give the same timeline whatever order they are listed in, so refunding a payment is exactly
 * "as if it had never been paid", and refunds in any order end in the same place.
 *
 * Each payment puts its days in its plan's bank from the moment it was paid. At every moment the highest plan
 * with days left runs, and only the running plan's days are spent: paying the same plan again extends it; a
 * higher plan starts at once and the lower plan's unspent days resume when it ends; a lower plan bought while a
 * higher one runs waits for it. No paid day is lost or created.
 */
export interface PlanPayment {
  id: string;
  planId: number;
  /** Which plan is higher (its price); ties go to the larger plan id. */
  rank: number;
  days: number;
  /** Epoch milliseconds. */
  paidAt: number;
}

export interface PlanPeriod {
  planId: number;
  start: number;
  end: number;
}

export const DAY_MS = 86_400_000;

const byPaidAt = (a: PlanPayment, b: PlanPayment) => a.paidAt - b.paidAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function planTimeline(payments: readonly PlanPayment[]): PlanPeriod[] {
  const queue = [...payments].sort(byPaidAt);
  const banks = new Map<number, { rank: number; left: number }>();
  const periods: PlanPeriod[] = [];
  let next = 0;
  let at = queue[0]?.paidAt ?? 0;
  for (;;) {
    while (next < queue.length && queue[next]!.paidAt <= at) {
      const payment = queue[next++]!;
      const bank = banks.get(payment.planId) ?? { rank: payment.rank, left: 0 };
      bank.left += payment.days * DAY_MS;
      banks.set(payment.planId, bank);
    }
    const running = [...banks.entries()]
      .filter(([, bank]) => bank.left > 0)
      .sort(([planA, a], [planB, b]) => b.rank - a.rank || planB - planA)[0];
    const arrival = next < queue.length ? queue[next]!.paidAt : Number.POSITIVE_INFINITY;
    if (!running) {
      if (arrival === Number.POSITIVE_INFINITY) return periods;
      at = arrival;
      continue;
    }
    const [planId, bank] = running;
    const until = Math.min(at + bank.left, arrival);
    bank.left -= until - at;
    const last = periods[periods.length - 1];
    if (last && last.planId === planId && last.end === at) last.end = until;
    else periods.push({ planId, start: at, end: until });
    at = until;
  }
}

/** The period running at `at` (start inclusive, end exclusive), or null. */
export function periodAt(timeline: readonly PlanPeriod[], at: number): PlanPeriod | null {
  return timeline.find((period) => period.start <= at && at < period.end) ?? null;
}

/** When the period running at `at` hands over to another plan (for a refresh then), or null when nothing follows. */
export function handOverAfter(timeline: readonly PlanPeriod[], at: number): number | null {
  const index = timeline.findIndex((period) => period.start <= at && at < period.end);
  const following = index >= 0 ? timeline[index + 1] : undefined;
  return following && following.start === timeline[index]!.end ? following.start : null;
}
