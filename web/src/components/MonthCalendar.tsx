import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { dates } from '../config/messages.ts';
import { cx } from '../lib/cx.ts';
import { formatDateLong, formatMonthTitle, type IsoDate, weekdayNames } from '../lib/dates.ts';
import { buildMonthGrid, canShowMonth, dayAfterKey, type DayRange, monthOf, shiftMonth } from '../lib/month-grid.ts';
import styles from './MonthCalendar.module.css';

/**
 * A Monday-first 6x7 month grid in Uzbek, for the public booking flow and the dashboard's date fields. A WAI-ARIA
 * grid: one tab stop (the chosen day, else today, else the month's first), arrow keys move a day or a week, Home and
 * End to the week's ends, PageUp and PageDown a month (the month turns with them), Enter or Space picks. Days that
 * cannot be picked are still reached and announced as unavailable (aria-disabled), but picking them does nothing.
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
  const [focused, setFocused] = useState<IsoDate | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // Set by a key press only, so turning the month with the arrows above never pulls the focus into the grid.
  const moveFocus = useRef(false);
  const inView = (date: IsoDate | null): date is IsoDate =>
    date !== null && weeks.some((week) => week.some((cell) => cell.inMonth && cell.date === date));
  const firstOfMonth = weeks.flat().find((cell) => cell.inMonth)?.date ?? null;
  const tabStop = [focused, selected, today, firstOfMonth].find(inView) ?? null;

  useEffect(() => {
    if (!moveFocus.current || !focused) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    const to = from ? dayAfterKey(from, event.key) : null;
    if (!to) return;
    event.preventDefault();
    const month = monthOf(to);
    // Beyond the months the range may show, the focus stays where it is.
    if (!canShowMonth(month, range)) return;
    if (month.year !== view.year || month.monthIndex !== view.monthIndex) setView(month);
    moveFocus.current = true;
    setFocused(to);
  };

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
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's own markup, a table with the grid role. */}
      <table ref={grid} role="grid" className={styles.grid} aria-labelledby={titleId} onKeyDown={onKeyDown}>
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
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell; the button inside it takes the focus (WAI-ARIA grid).
                // biome-ignore lint/a11y/useFocusableInteractive: the focus goes to the day's button inside the cell, one tab stop for the grid.
                <td key={cell.date} role="gridcell" aria-selected={cell.date === selected}>
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
                    tabIndex={cell.inMonth && cell.date === tabStop ? 0 : -1}
                    onFocus={() => setFocused(cell.date)}
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
