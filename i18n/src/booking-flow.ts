/**
 * The booking flow's rules, written once for every door a client books through (ADR 038): the public page and the
 * Mini App (the web's flow reducer) and the bot's chat booking (its step functions). It owns the steps in order, when
 * the master step shows, the step after and before a step for what was chosen, how many days ahead are offered and
 * whether a service books through its reserve fee. Pure: no React, no grammY, no dates; each door keeps its screens.
 *
 * It lives beside the money and master labels in the shared package because that is the one package the bot, the
 * api and (through `@qabul/api/i18n`) the browser apps all reach.
 */

/** The page's steps, in order (the web page and the Mini App): the phone is asked on the confirmation. */
export const BOOKING_STEPS = ['service', 'master', 'calendar', 'timeSlot', 'confirmation', 'success'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * The chat's steps, in order: the same, with the phone as a step of its own after the time (a chat has no form to
 * ask it on), and no success step (the confirmation's answer ends the conversation). The chat's waitlist branch (a
 * full day's "Navbatga yozilish", then the phone, then the place) leaves this line at the day and is the bot's own.
 */
export const CHAT_STEPS = ['service', 'master', 'calendar', 'timeSlot', 'phone', 'confirmation'] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

/** A door's steps: the page's (`BOOKING_STEPS`) or the chat's (`CHAT_STEPS`). */
export type FlowStep = BookingStep | ChatStep;

/** What decides which steps a booking goes through: how many masters do the chosen service (0 before one is chosen). */
export interface BookingRoute {
  masterCount: number;
}

/** How many days ahead a client is offered, today first (DECISIONS.md: the next 14 days). */
export const DAYS_AHEAD = 14;

/** The client chooses a master only when the service has more than one; with one, "any" is that one. */
export function choosesMasterAmong(masterCount: number): boolean {
  return masterCount > 1;
}

/** Whether `step` is shown for `route`: every step but the master's always; the master's only when there is a choice. */
export function showsStep(step: FlowStep, route: BookingRoute): boolean {
  return step !== 'master' || choosesMasterAmong(route.masterCount);
}

/** The steps of a door's `steps` this booking goes through, in order (the page's progress indicator numbers these). */
export function stepsOf<S extends FlowStep>(steps: readonly S[], route: BookingRoute): S[] {
  return steps.filter((step) => showsStep(step, route));
}

function stepBy<S extends FlowStep>(steps: readonly S[], step: S, route: BookingRoute, by: 1 | -1): S {
  for (let at = steps.indexOf(step) + by; at >= 0 && at < steps.length; at += by) {
    const candidate = steps[at] as S;
    if (showsStep(candidate, route)) return candidate;
  }
  return step;
}

/** The step shown after `step` among a door's `steps` for `route`, or `step` itself at the end. */
export function stepAfter<S extends FlowStep>(steps: readonly S[], step: S, route: BookingRoute): S {
  return stepBy(steps, step, route, 1);
}

/** The step "Orqaga" returns to from `step` among a door's `steps` for `route`, or `step` itself at the start. */
export function stepBefore<S extends FlowStep>(steps: readonly S[], step: S, route: BookingRoute): S {
  return stepBy(steps, step, route, -1);
}

/**
 * A service with a reserve fee books through its payment rather than straight away. `collected`: whether the
 * provider's plan in force still collects fees (a fee it no longer collects is not asked: the service books as an
 * ordinary one). The public list already zeroes an uncollected fee, so the page asks with the default.
 */
export function booksThroughReserveFee(service: { reserveFee: number }, collected = true): boolean {
  return collected && service.reserveFee > 0;
}
