import { useId, useMemo, useState } from 'react';
import { bookingFlow as t, common, dates } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateLong, formatMonthTitle, type IsoDate } from '../../../lib/dates.ts';
import { buildMonthGrid, canShowMonth, monthOf, shiftMonth } from '../model/month-grid.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';

/** Step 2: a Monday-first 6x7 month grid; past and other-month days are disabled. */
export function CalendarStep({
  today,
  selectedDate,
  onSelectDate,
  onBack,
  onContinue,
  hideActions,
  serviceName,
}: {
  /** Today in the provider's timezone. */
  today: IsoDate;
  selectedDate: IsoDate | null;
  onSelectDate: (date: IsoDate) => void;
  onBack?: () => void;
  onContinue?: () => void;
  hideActions?: boolean;
  serviceName?: string;
}) {
  const [view, setView] = useState(() => monthOf(selectedDate ?? today));
  const weeks = useMemo(() => buildMonthGrid(view, today), [view, today]);
  const previous = shiftMonth(view, -1);
  const next = shiftMonth(view, 1);
  const titleId = useId();

  return (
    <section>
      <StepHeading sub={serviceName}>{t.chooseDate}</StepHeading>
      <div className={styles.calendar}>
        <div className={styles.calendarHead}>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setView(previous)}
            disabled={!canShowMonth(previous, today)}
            aria-label={t.prevMonth}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p id={titleId} className={styles.calendarTitle} aria-live="polite">
            {formatMonthTitle(view.year, view.monthIndex)}
          </p>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setView(next)}
            disabled={!canShowMonth(next, today)}
            aria-label={t.nextMonth}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table className={styles.calendarGrid} aria-labelledby={titleId}>
          <thead>
            <tr>
              {dates.weekdaysShort.map((short, i) => (
                <th key={short} scope="col">
                  <abbr title={dates.weekdaysLong[i]}>{short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map((cell) => (
                  <td key={cell.date}>
                    <button
                      type="button"
                      className={cx(
                        styles.day,
                        !cell.inMonth && styles.dayOutside,
                        cell.isToday && styles.dayToday,
                        cell.date === selectedDate && styles.daySelected,
                      )}
                      disabled={cell.disabled}
                      aria-pressed={cell.date === selectedDate}
                      aria-current={cell.isToday ? 'date' : undefined}
                      aria-label={`${formatDateLong(cell.date)}${cell.isToday ? ` (${dates.today})` : ''}`}
                      data-date={cell.date}
                      onClick={() => onSelectDate(cell.date)}
                    >
                      {cell.day}
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
