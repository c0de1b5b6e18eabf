import { useMemo } from 'react';
import { bookingFlow as t, common } from '../../../config/messages.ts';
import { MonthCalendar } from '../../../components/MonthCalendar.tsx';
import { type IsoDate, weekdayIndex } from '../../../lib/dates.ts';
import { bookableRange } from '../../../lib/month-grid.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * Step 2: a Monday-first month grid. Past days, days beyond the 90-day horizon and weekdays on which the
 * service has no hours cannot be picked.
 */
export function CalendarStep({
  today,
  selectedDate,
  onSelectDate,
  onBack,
  onContinue,
  hideActions,
  serviceName,
  closedWeekdays,
}: {
  /** Today in the provider's timezone. */
  today: IsoDate;
  selectedDate: IsoDate | null;
  onSelectDate: (date: IsoDate) => void;
  onBack?: () => void;
  onContinue?: () => void;
  hideActions?: boolean;
  serviceName?: string;
  /** Weekdays (0 = Monday) without working hours; see useClosedWeekdays. */
  closedWeekdays?: ReadonlySet<number>;
}) {
  const range = useMemo(
    () => ({ ...bookableRange(today), isClosed: closedWeekdays ? (date: IsoDate) => closedWeekdays.has(weekdayIndex(date)) : undefined }),
    [today, closedWeekdays],
  );
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
