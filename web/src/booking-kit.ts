/**
 * The public booking flow, written once for the web app and the Telegram Mini App
 * (`import { ... } from '@qabul/web/booking-kit'`). Nothing here depends on react-router:
 * navigation is passed in as callbacks, and the step components take `hideActions` so the
 * Mini App can drive them with Telegram's MainButton and BackButton.
 *
 * Styles: the components use the design tokens and UI classes below (imported here) plus their
 * own CSS module; override the custom properties in tokens.css to follow the Telegram theme.
 */
import './styles/tokens.css';
import './styles/ui.css';

// Flow: steps, back rules, month grid, Tashkent "today", slot groups, money.
export {
  BOOKING_STEPS,
  type BookingFlow,
  type BookingFlowAction,
  type BookingFlowState,
  type BookingStep,
  bookingFlowReducer,
  canContinue,
  canGoBack,
  firstStepAfterService,
  initialBookingFlow,
  stepsFor,
  useBookingFlow,
} from './features/booking/model/flow.ts';
export {
  bookableRange,
  windowRange,
  buildMonthGrid,
  canShowMonth,
  closedWeekdays,
  type DayRange,
  GRID_WEEKS,
  type MonthCell,
  type MonthView,
  monthOf,
  shiftMonth,
} from './lib/month-grid.ts';
export { useBookingWindow, useDayRange, useFreeDays } from './features/booking/model/closed-days.ts';
export {
  type BookableService,
  type BookingErrorOutcome,
  bookingErrorOutcome,
  choosesMaster,
  DAYS_AHEAD,
  daysFrom,
  freeDays,
  freeSlots,
  fullDays,
  paysReserveFee,
  servingMaster,
} from './features/booking/model/booking-rules.ts';
export { type BookingSession, type BookingSessionOptions, useBookingSession } from './features/booking/model/booking-session.ts';
export { displayTime, groupSlots, type SlotGroup, type SlotGroupKey, showsClientTime } from './features/booking/model/slot-groups.ts';
export { addDays, browserTimeZone, formatDateLong, formatDateShort, formatMonthTitle, type IsoDate, todayIn } from './lib/dates.ts';
export { formatMoney, formatPlanPrice, formatServicePrice, groupDigits } from './lib/money.ts';
export { formatPhone } from './lib/phone.ts';

// Data: fetchers, query options and hooks (TanStack Query; wrap the app in a QueryClientProvider).
export { getPublicProvider, publicProviderQuery, usePublicProvider } from './features/booking/model/get-provider.ts';
export { getPublicServices, publicServicesQuery, usePublicServices } from './features/booking/model/get-services.ts';
export { getTimeSlots, type SlotQuery, timeSlotsQuery, useTimeSlots } from './lib/api/time-slots.ts';
export {
  buildBookingRequest,
  createPublicBooking,
  type PublicBookingRequest,
  type ReserveOrder,
  useCreatePublicBooking,
} from './features/booking/model/create-booking.ts';
export { bookingDetailsQuery, useBookingDetails } from './features/booking/api/get-booking-details.ts';
export { useCancelByClient, useRescheduleByClient } from './features/booking/api/public-booking-actions.ts';
export { ApiError, call, configureApiClient, errorText } from './lib/api-client.ts';
export { createQueryClient } from './lib/query-client.ts';

// Presentational steps (no routing; `hideActions` hides their own Back/Continue buttons).
export { BookingProgress } from './features/booking/components/BookingProgress.tsx';
export { ServiceStep } from './features/booking/components/ServiceStep.tsx';
export { CalendarStep } from './features/booking/components/CalendarStep.tsx';
export { MasterStep } from './features/booking/components/MasterStep.tsx';
export { TimeSlotStep } from './features/booking/components/TimeSlotStep.tsx';
export {
  BOOKING_FORM_ID,
  type ClientDetailsDefaults,
  ConfirmationStep,
  type TelegramContact,
} from './features/booking/components/ConfirmationStep.tsx';
export { SuccessStep } from './features/booking/components/SuccessStep.tsx';
export { ProviderHeader, ProviderNotFound, PublicBookingSkeleton } from './features/booking/components/ProviderHeader.tsx';
export { BookingSummary } from './features/booking/components/BookingSummary.tsx';
export { StepFocusContext } from './features/booking/components/StepHeading.tsx';
export { Toaster } from './lib/Toaster.tsx';
export { toast, toastError } from './lib/toast.ts';

// Languages: the same runtime as the web app. The Mini App picks its language (Telegram's language_code until the
// person chooses), adds its own catalogues' loaders, and awaits `applyLanguage` before its first render.
export {
  addTranslationLoaders,
  applyLanguage,
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  startingLanguage,
  type TranslationLoaders,
  useLanguage,
} from './lib/i18n/language.ts';
export { LanguageRoot } from './lib/i18n/LanguageRoot.tsx';
export { type Localized, localized, type Message, type MessageValues, messagesLanguage, type TranslationOf } from './lib/i18n/localized.ts';
export { LanguageSwitcher } from './components/LanguageSwitcher.tsx';

export {
  bookingFlow as bookingMessages,
  bookingSuccess as bookingAfterMessages,
  checkout as checkoutMessages,
  publicActions as clientChangeMessages,
  publicPage as publicPageMessages,
} from './config/messages.ts';
export type { Booking, BookingDetails, PublicBooking, PublicMaster, PublicProvider, Service, Slot } from './lib/types.ts';
