import { useMemo, useReducer } from 'react';
import type { IsoDate } from '../../../lib/dates.ts';
import type { PublicBooking, Service, Slot } from '../../../lib/types.ts';

/**
 * The public booking flow (spec.md sections 2 and 4), for the web page and the Mini App alike: the steps in
 * order, one way forward, fixed back rules. Forward and back follow BOOKING_STEPS, so a step (a master step
 * for services with several masters) is inserted by naming it here and saying what it needs to move on.
 */
export const BOOKING_STEPS = ['service', 'calendar', 'timeSlot', 'confirmation', 'success'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface BookingFlowState {
  step: BookingStep;
  service: Service | null;
  date: IsoDate | null;
  slot: Slot | null;
  booking: PublicBooking | null;
}

export type BookingFlowAction =
  | { type: 'selectService'; service: Service }
  /** `advance`: picking moves on by itself (the Mini App); the web page waits for Davom etish (spec). */
  | { type: 'selectDate'; date: IsoDate; advance?: boolean }
  | { type: 'selectSlot'; slot: Slot; advance?: boolean }
  | { type: 'next' }
  | { type: 'back' }
  /** The chosen time went to someone else: the times again, without the lost one selected. */
  | { type: 'slotTaken' }
  | { type: 'booked'; booking: PublicBooking }
  | { type: 'reset' };

export const initialBookingFlow: BookingFlowState = { step: 'service', service: null, date: null, slot: null, booking: null };

const indexOf = (step: BookingStep) => BOOKING_STEPS.indexOf(step);

/** Whether the current step has what it needs to move on (Davom etish enabled). */
export function canContinue(state: BookingFlowState): boolean {
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
    date: at <= indexOf('calendar') ? null : state.date,
    slot: at <= indexOf('timeSlot') ? null : state.slot,
  };
}

function forward(state: BookingFlowState): BookingFlowState {
  if (!canContinue(state)) return state;
  return { ...state, step: BOOKING_STEPS[indexOf(state.step) + 1] ?? state.step };
}

export function bookingFlowReducer(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  switch (action.type) {
    case 'selectService':
      if (state.step !== 'service') return state;
      return { ...state, step: 'calendar', service: action.service, date: null, slot: null };
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
      return returnTo(state, BOOKING_STEPS[indexOf(state.step) - 1] ?? 'service');
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
      selectService: (service: Service) => dispatch({ type: 'selectService', service }),
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
    stepNumber: indexOf(state.step) + 1,
    canContinue: canContinue(state),
    canGoBack: canGoBack(state),
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
