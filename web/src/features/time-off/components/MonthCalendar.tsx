import { useState } from 'react';
import { timeOffPage } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateLong, formatMonthTitle, parseIsoDate } from '../../../lib/dates.ts';
import type { DateOverride, TimeOff } from '../api/time-off-queries.ts';
import styles from './time-off.module.css';

const t = timeOffPage;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A month at a glance: days off and dates with their own hours marked; picking a day fills the forms. */
export function MonthCalendar({
  timeOff,
  overrides,
  today,
  onPick,
}: {
  timeOff: TimeOff[];
  overrides: DateOverride[];
  /** The business's today: the month it opens on, and the day marked. */
  today: string;
  onPick: (date: string) => void;
}) {
  const [month, setMonth] = useState(() => {
    const { year, monthIndex } = parseIsoDate(today);
    return new Date(Date.UTC(year, monthIndex, 1));
  });
  const first = (month.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  const shift = (by: number) => setMonth(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + by, 1)));
  // The reader's month name: Intl for Russian and Cyrillic, the product's own words for Uzbek (Chromium's Intl writes
  // "2026 M11" for it).
  const label = formatMonthTitle(month.getUTCFullYear(), month.getUTCMonth());
  return (
    <section className={styles.section} aria-label={t.calendar}>
      <div className={styles.monthHead}>
        <button type="button" className="btn btn-secondary" onClick={() => shift(-1)} aria-label={t.previousMonth}>
          ‹
        </button>
        <strong className={styles.monthTitle}>{label}</strong>
        <button type="button" className="btn btn-secondary" onClick={() => shift(1)} aria-label={t.nextMonth}>
          ›
        </button>
      </div>
      <div className={styles.grid}>
        {t.weekdays.map((day) => (
          <span key={day} aria-hidden="true">
            {day}
          </span>
        ))}
        {Array.from({ length: days }, (_, i) => {
          const date = iso(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), i + 1)));
          const off = timeOff.some((range) => range.from <= date && date <= range.to);
          const own = overrides.some((o) => o.date === date);
          const marks = [off && t.dayOff, own && t.ownHours].filter(Boolean).join(', ');
          return (
            <button
              key={date}
              type="button"
              className={cx(styles.day, off ? styles.off : own && styles.override, date === today && styles.today)}
              data-date={date}
              data-off={off || undefined}
              aria-label={marks ? `${formatDateLong(date)}: ${marks}` : formatDateLong(date)}
              aria-current={date === today ? 'date' : undefined}
              onClick={() => onPick(date)}
              // The month's first day sits under its weekday.
              style={i === 0 ? { gridColumnStart: first + 1 } : undefined}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
    </section>
  );
}
