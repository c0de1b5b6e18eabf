import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, type PlanPayment, periodAt, planTimeline } from './plan-timeline.ts';

const ASOSIY = 2;
const PREMIUM = 3;
const BUSINESS = 4;
const RANK: Record<number, number> = { [ASOSIY]: 4_900_000, [PREMIUM]: 14_900_000, [BUSINESS]: 29_900_000 };
const T0 = Date.UTC(2026, 10, 1, 9, 0);

const pay = (id: string, planId: number, paidAt: number, days = 30): PlanPayment => ({ id, planId, rank: RANK[planId]!, days, paidAt });
const without = (payments: PlanPayment[], ...ids: string[]) => payments.filter((p) => !ids.includes(p.id));

const payments = fc
  .array(
    fc.record({
      planId: fc.constantFrom(ASOSIY, PREMIUM, BUSINESS),
      days: fc.integer({ min: 1, max: 90 }),
      // Minutes within half a year, so payments land inside, between and after each other's periods.
      minute: fc.integer({ min: 0, max: 260_000 }),
    }),
    { maxLength: 12 },
  )
  .map((list) => list.map((p, i) => pay(`o${i}`, p.planId, T0 + p.minute * 60_000, p.days)));

const lengthOf = (timeline: ReturnType<typeof planTimeline>, planId: number) =>
  timeline.filter((period) => period.planId === planId).reduce((sum, period) => sum + period.end - period.start, 0);

describe('the plan a provider has, derived from the plan payments still standing', () => {
  it('three Asosiy payments give 90 days; refunding the second leaves 60; refunding the first then leaves 30, still Asosiy', () => {
    const three = [pay('a', ASOSIY, T0), pay('b', ASOSIY, T0 + 60_000), pay('c', ASOSIY, T0 + 120_000)];
    expect(planTimeline(three)).toEqual([{ planId: ASOSIY, start: T0, end: T0 + 90 * DAY_MS }]);
    expect(planTimeline(without(three, 'b'))).toEqual([{ planId: ASOSIY, start: T0, end: T0 + 60 * DAY_MS }]);
    const last = planTimeline(without(three, 'b', 'a'));
    expect(last).toEqual([{ planId: ASOSIY, start: T0 + 120_000, end: T0 + 120_000 + 30 * DAY_MS }]);
    expect(periodAt(last, T0 + 10 * DAY_MS)?.planId).toBe(ASOSIY);
  });

  it('an upgrade starts at once; the lower plan resumes after it with its unspent days; refunding the upgrade gives them back', () => {
    const upgraded = [pay('a', ASOSIY, T0), pay('p', PREMIUM, T0 + 10 * DAY_MS)];
    expect(planTimeline(upgraded)).toEqual([
      { planId: ASOSIY, start: T0, end: T0 + 10 * DAY_MS },
      { planId: PREMIUM, start: T0 + 10 * DAY_MS, end: T0 + 40 * DAY_MS },
      { planId: ASOSIY, start: T0 + 40 * DAY_MS, end: T0 + 60 * DAY_MS },
    ]);
    expect(planTimeline(without(upgraded, 'p'))).toEqual([{ planId: ASOSIY, start: T0, end: T0 + 30 * DAY_MS }]);
  });

  it('a lower plan bought while a higher one runs waits for it', () => {
    expect(planTimeline([pay('p', PREMIUM, T0), pay('a', ASOSIY, T0 + DAY_MS)])).toEqual([
      { planId: PREMIUM, start: T0, end: T0 + 30 * DAY_MS },
      { planId: ASOSIY, start: T0 + 30 * DAY_MS, end: T0 + 60 * DAY_MS },
    ]);
  });

  it('paying again after a plan has run out starts it again from that payment', () => {
    expect(planTimeline([pay('a', ASOSIY, T0), pay('b', ASOSIY, T0 + 45 * DAY_MS)])).toEqual([
      { planId: ASOSIY, start: T0, end: T0 + 30 * DAY_MS },
      { planId: ASOSIY, start: T0 + 45 * DAY_MS, end: T0 + 75 * DAY_MS },
    ]);
  });

  it('loses and creates no day: each plan runs exactly the days its standing payments bought', () => {
    fc.assert(
      fc.property(payments, (list) => {
        const timeline = planTimeline(list);
        for (const planId of [ASOSIY, PREMIUM, BUSINESS]) {
          const bought = list.filter((p) => p.planId === planId).reduce((sum, p) => sum + p.days * DAY_MS, 0);
          expect(lengthOf(timeline, planId)).toBe(bought);
        }
      }),
    );
  });

  it('is one timeline: ordered, never overlapping, no period before its plan was paid, and the highest plan paid runs', () => {
    fc.assert(
      fc.property(payments, (list) => {
        const timeline = planTimeline(list);
        timeline.forEach((period, i) => {
          expect(period.end).toBeGreaterThan(period.start);
          const before = timeline[i - 1];
          if (before) {
            expect(period.start).toBeGreaterThanOrEqual(before.end);
            if (period.start === before.end) expect(period.planId).not.toBe(before.planId);
          }
          expect(list.some((p) => p.planId === period.planId && p.paidAt <= period.start)).toBe(true);
        });
        // Right after any payment, that plan or a higher one runs.
        for (const p of list) {
          const running = periodAt(timeline, p.paidAt);
          expect(running).not.toBeNull();
          expect(RANK[running!.planId]!).toBeGreaterThanOrEqual(p.rank);
        }
      }),
    );
  });

  it('does not depend on the order the payments are listed in', () => {
    fc.assert(
      fc.property(
        payments.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expect(planTimeline(shuffled)).toEqual(planTimeline(list));
        },
      ),
    );
  });

  it('refunding any subset, in any order, equals never having paid them, and never gives more time', () => {
    fc.assert(
      fc.property(
        payments.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc
              .subarray(list.map((p) => p.id))
              .chain((refunded) => fc.tuple(fc.constant(refunded), fc.shuffledSubarray(refunded, { minLength: refunded.length }))),
          ),
        ),
        ([list, [refunded, otherOrder]]) => {
          // Each refund derives the plan again from what still stands, as the refund's transaction does.
          const refundInTurn = (order: string[]) => order.reduce((standing, id) => without(standing, id), list);
          const neverPaid = planTimeline(without(list, ...refunded));
          expect(planTimeline(refundInTurn(refunded))).toEqual(neverPaid);
          expect(planTimeline(refundInTurn(otherOrder))).toEqual(neverPaid);
          const endOf = (timeline: ReturnType<typeof planTimeline>) => timeline.at(-1)?.end ?? 0;
          expect(endOf(neverPaid)).toBeLessThanOrEqual(endOf(planTimeline(list)));
        },
      ),
    );
  });
});
