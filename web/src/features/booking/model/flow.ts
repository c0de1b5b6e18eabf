import { BOOKING_STEPS, type BookingRoute, type BookingStep, stepAfter, stepBefore, stepsOf } from '@qabul/api/i18n';
import { useMemo, useReducer } from 'react';
import type { IsoDate } from '../../../lib/calendar-days.ts';
import type { PublicBooking, PublicMaster, Slot } from '../../../lib/types.ts';
import { type BookableService, mastersOf } from './booking-choices.ts';

/**
 * The public booking flow (spec.md sections 2 and 4), for the web page and the Mini App alike: what each step
 * needs to move on and what going back forgets. Which steps there are, in which order, and when the master step
 * shows are the one booking flow's every door shares (`@qabul/i18n`'s booking-flow, ADR 038; the bot's chat
 * booking walks the same steps).
 */
export { BOOKING_STEPS, type BookingStep };

export interface BookingFlowState {
  step: BookingStep;
  service: BookableService | null;
  /** The chosen master; null is "Farqi yo'q" (any master), the default. */
  master: PublicMaster | null;
  date: IsoDate | null;
  slot: Slot | null;
  booking: PublicBooking | null;
}

export type BookingFlowAction =
  /** `master` given: it is already decided (moving a booking), so the master step is not shown. */
  | { type: 'selectService'; service: BookableService; master?: PublicMaster | null }
  /** null: "Farqi yo'q". Picking a card moves on, as picking a service does. */
  | { type: 'selectMaster'; master: PublicMaster | null }
  /** `advance`: picking moves on by itself (the Mini App); the web page waits for Davom etish (spec). */
  | { type: 'selectDate'; date: IsoDate; advance?: boolean }
  | { type: 'selectSlot'; slot: Slot; advance?: boolean }
  | { type: 'next' }
  | { type: 'back' }
  /** The chosen time went to someone else: the times again, without the lost one selected. */
  | { type: 'slotTaken' }
  | { type: 'booked'; booking: PublicBooking }
  | { type: 'reset' };

export const initialBookingFlow: BookingFlowState = {
  step: 'service',
  service: null,
  master: null,
  date: null,
  slot: null,
  booking: null,
};

const indexOf = (step: BookingStep) => BOOKING_STEPS.indexOf(step);

/** What decides the steps: the chosen service's masters (none before a service is chosen). */
const routeOf = (service: BookableService | null): BookingRoute => ({ masterCount: service ? mastersOf(service) : 0 });

/** The steps this booking goes through, in order (the progress indicator numbers these). */
export function stepsFor(state: Pick<BookingFlowState, 'service'>): BookingStep[] {
  return stepsOf(BOOKING_STEPS, routeOf(state.service));
}

/** The first step after the service for `service` (a move of a booking opens there: its service is given). */
export function firstStepAfterService(service: BookableService | null): BookingStep {
  return stepAfter(BOOKING_STEPS, 'service', routeOf(service));
}

/** Whether the current step has what it needs to move on (Davom etish enabled). */
export function canContinue(state: BookingFlowState): boolean {
  if (state.step === 'service') return state.service !== null;
  if (state.step === 'master') return true;
  if (state.step === 'calendar') return state.date !== null;
  if (state.step === 'timeSlot') return state.slot !== null;
  return false;
}

export function canGoBack(state: BookingFlowState): boolean {
  return state.step !== 'service' && state.step !== 'success';
}

/** Returning to `step` forgets what was chosen on it and after it, so a stale slot can never be submitted. */
function returnTo(state: BookingFlowState, step: BookingStep): BookingFlowState {
  const at = indexOf(step);
  return {
    ...state,
    step,
    master: at <= indexOf('master') ? null : state.master,
    date: at <= indexOf('calendar') ? null : state.date,
    slot: at <= indexOf('timeSlot') ? null : state.slot,
  };
}

function forward(state: BookingFlowState): BookingFlowState {
  if (!canContinue(state)) return state;
  return { ...state, step: stepAfter(BOOKING_STEPS, state.step, routeOf(state.service)) };
}

export function bookingFlowReducer(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  switch (action.type) {
    case 'selectService':
      if (state.step !== 'service') return state;
      {
        const next = forward({ ...state, service: action.service, master: null, date: null, slot: null });
        return action.master !== undefined && next.step === 'master' ? forward({ ...next, master: action.master }) : next;
      }
    case 'selectMaster':
      if (state.step !== 'master') return state;
      return forward({ ...state, master: action.master });
    case 'selectDate': {
      if (state.step !== 'calendar') return state;
      const chosen = { ...state, date: action.date, slot: null };
      return action.advance ? forward(chosen) : chosen;
    }
    case 'selectSlot': {
      if (state.step !== 'timeSlot' || !action.slot.isAvailable) return state;
      const chosen = { ...state, slot: action.slot };
      return action.advance ? forward(chosen) : chosen;
    }
    case 'next':
      return forward(state);
    case 'back':
      if (!canGoBack(state)) return state;
      return returnTo(state, stepBefore(BOOKING_STEPS, state.step, routeOf(state.service)));
    case 'slotTaken':
      return state.step === 'confirmation' || state.step === 'timeSlot' ? returnTo(state, 'timeSlot') : state;
    case 'booked':
      return state.step === 'confirmation' ? { ...state, step: 'success', booking: action.booking } : state;
    case 'reset':
      return initialBookingFlow;
  }
}

/** The flow as a hook: state plus named actions. `autoAdvance`: a day or a time picked moves on by itself. */
export function useBookingFlow(initial: BookingFlowState = initialBookingFlow, autoAdvance = false) {
  const [state, dispatch] = useReducer(bookingFlowReducer, initial);
  const actions = useMemo(
    () => ({
      selectService: (service: BookableService, master?: PublicMaster | null) => dispatch({ type: 'selectService', service, master }),
      selectMaster: (master: PublicMaster | null) => dispatch({ type: 'selectMaster', master }),
      selectDate: (date: IsoDate) => dispatch({ type: 'selectDate', date, advance: autoAdvance }),
      selectSlot: (slot: Slot) => dispatch({ type: 'selectSlot', slot, advance: autoAdvance }),
      next: () => dispatch({ type: 'next' }),
      back: () => dispatch({ type: 'back' }),
      slotTaken: () => dispatch({ type: 'slotTaken' }),
      booked: (booking: PublicBooking) => dispatch({ type: 'booked', booking }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [autoAdvance],
  );
  return {
    state,
    ...actions,
    steps: stepsFor(state),
    stepNumber: stepsFor(state).indexOf(state.step) + 1,
    canContinue: canContinue(state),
    canGoBack: canGoBack(state),
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
