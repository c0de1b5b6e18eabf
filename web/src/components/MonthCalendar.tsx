import { useId, useMemo, useState } from 'react';
import { dates } from '../config/messages.ts';
import { cx } from '../lib/cx.ts';
import { formatDateLong, formatMonthTitle, type IsoDate, weekdayNames } from '../lib/dates.ts';
import { buildMonthGrid, canShowMonth, type DayRange, monthOf, shiftMonth } from '../lib/month-grid.ts';
import styles from './MonthCalendar.module.css';

/**
 * A Monday-first 6x7 month grid in Uzbek, for the public booking flow and the dashboard's date fields.
 * Days that cannot be picked stay in the tab order and are announced as unavailable (aria-disabled),
 * but clicking them does nothing.
 */
export function MonthCalendar({
  today,
  selected,
  onSelect,
  range,
  className,
}: {
  today: IsoDate;
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
  range: DayRange;
  className?: string;
}) {
  const [view, setView] = useState(() => monthOf(selected || today));
  const weeks = useMemo(() => buildMonthGrid(view, today, range), [view, today, range]);
  const previous = shiftMonth(view, -1);
  const next = shiftMonth(view, 1);
  const titleId = useId();

  return (
    <div className={cx(styles.calendar, className)}>
      <div className={styles.head}>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setView(previous)}
          disabled={!canShowMonth(previous, range)}
          aria-label={dates.prevMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className={styles.title} aria-live="polite">
          {formatMonthTitle(view.year, view.monthIndex)}
        </p>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setView(next)}
          disabled={!canShowMonth(next, range)}
          aria-label={dates.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdayNames('short').map((short, i) => (
              <th key={short} scope="col">
                <abbr title={weekdayNames('long')[i]}>{short}</abbr>
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
                      cell.closed && styles.dayClosed,
                      cell.isToday && styles.dayToday,
                      cell.date === selected && styles.daySelected,
                    )}
                    aria-disabled={cell.disabled || undefined}
                    aria-pressed={cell.date === selected}
                    aria-current={cell.isToday ? 'date' : undefined}
                    aria-label={`${formatDateLong(cell.date)}${cell.isToday ? ` (${dates.today})` : ''}`}
                    data-date={cell.date}
                    onClick={() => {
                      if (!cell.disabled) onSelect(cell.date);
                    }}
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
  );
}
