import { bookingFlow as t, common } from '../../../config/messages.ts';
import { MonthCalendar } from '../../../components/MonthCalendar.tsx';
import type { BookingWindowRules } from '@qabul/api/schemas';
import type { IsoDate } from '../../../lib/dates.ts';
import { type SlotSubject, useBookingWindow, useDayRange } from '../model/closed-days.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * Step 2: a Monday-first month grid. Past days, days outside the service's window (its minimum notice and
 * maxAdvanceDays) and days on which it offers a client nothing at all cannot be picked (see useDayRange).
 */
export function CalendarStep({
  today,
  selectedDate,
  onSelectDate,
  onBack,
  onContinue,
  hideActions,
  serviceName,
  bookable,
}: {
  /** Today in the provider's timezone. */
  today: IsoDate;
  selectedDate: IsoDate | null;
  onSelectDate: (date: IsoDate) => void;
  onBack?: () => void;
  onContinue?: () => void;
  hideActions?: boolean;
  serviceName?: string;
  /** Whose days these are: the service's rules and lists decide which may be picked (see useDayRange). */
  bookable?: { subject: SlotSubject | null; rules: BookingWindowRules | null; providerTimezone: string; clientTimezone: string };
}) {
  const bookingWindow = useBookingWindow(bookable?.rules, bookable?.providerTimezone ?? 'UTC', today);
  const range = useDayRange(bookable?.subject ?? null, bookingWindow, today, bookable?.clientTimezone ?? 'UTC');
  return (
    <section>
      <StepHeading sub={serviceName}>{t.chooseDate}</StepHeading>
      <MonthCalendar today={today} selected={selectedDate} onSelect={onSelectDate} range={range} />
      {!hideActions && (
        <StepActions>
          {onBack && (
            <button type="button" className="btn btn-secondary" onClick={onBack}>
              {common.back}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onContinue} disabled={!selectedDate}>
            {common.continue}
          </button>
        </StepActions>
      )}
    </section>
  );
}
