import { useMemo, useReducer } from 'react';
import type { IsoDate } from '../../../lib/dates.ts';
import type { PublicBooking, Service, Slot } from '../../../lib/types.ts';

/** The public booking flow (spec.md sections 2 and 4): five steps, one way forward, fixed back rules. */
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
  | { type: 'selectDate'; date: IsoDate }
  | { type: 'selectSlot'; slot: Slot }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'booked'; booking: PublicBooking }
  | { type: 'reset' };

export const initialBookingFlow: BookingFlowState = { step: 'service', service: null, date: null, slot: null, booking: null };

/** Whether the current step has what it needs to move on (Davom etish enabled). */
export function canContinue(state: BookingFlowState): boolean {
  if (state.step === 'calendar') return state.date !== null;
  if (state.step === 'timeSlot') return state.slot !== null;
  return false;
}

export function canGoBack(state: BookingFlowState): boolean {
  return state.step === 'calendar' || state.step === 'timeSlot' || state.step === 'confirmation';
}

export function bookingFlowReducer(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  switch (action.type) {
    case 'selectService':
      if (state.step !== 'service') return state;
      return { ...state, step: 'calendar', service: action.service, date: null, slot: null };
    case 'selectDate':
      return state.step === 'calendar' ? { ...state, date: action.date, slot: null } : state;
    case 'selectSlot':
      return state.step === 'timeSlot' && action.slot.isAvailable ? { ...state, slot: action.slot } : state;
    case 'next':
      if (!canContinue(state)) return state;
      return { ...state, step: state.step === 'calendar' ? 'timeSlot' : 'confirmation' };
    case 'back':
      // Going back forgets the choice made on the step being left, so a stale slot can never be submitted.
      if (state.step === 'calendar') return { ...state, step: 'service', date: null, slot: null };
      if (state.step === 'timeSlot') return { ...state, step: 'calendar', date: null, slot: null };
      if (state.step === 'confirmation') return { ...state, step: 'timeSlot', slot: null };
      return state;
    case 'booked':
      return state.step === 'confirmation' ? { ...state, step: 'success', booking: action.booking } : state;
    case 'reset':
      return initialBookingFlow;
  }
}

/** The flow as a hook: state plus named actions, for the web page and the Mini App alike. */
export function useBookingFlow(initial: BookingFlowState = initialBookingFlow) {
  const [state, dispatch] = useReducer(bookingFlowReducer, initial);
  const actions = useMemo(
    () => ({
      selectService: (service: Service) => dispatch({ type: 'selectService', service }),
      selectDate: (date: IsoDate) => dispatch({ type: 'selectDate', date }),
      selectSlot: (slot: Slot) => dispatch({ type: 'selectSlot', slot }),
      next: () => dispatch({ type: 'next' }),
      back: () => dispatch({ type: 'back' }),
      booked: (booking: PublicBooking) => dispatch({ type: 'booked', booking }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  );
  return {
    state,
    ...actions,
    stepNumber: BOOKING_STEPS.indexOf(state.step) + 1,
    canContinue: canContinue(state),
    canGoBack: canGoBack(state),
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
