import { DateField } from '../../../components/DateField.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { calendarPage as t, dates } from '../../../config/messages.ts';
import { addDays, formatDateLong, formatDateRange } from '../../../lib/dates.ts';
import type { StreamState } from '../api/calendar-events.ts';
import type { CalendarView } from '../model/grid-model.ts';
import styles from './calendar.module.css';

/**
 * Date navigation (a day or a week back and forth, "Bugun", a date picker), the "Kun" / "Hafta" switch with the
 * week's master, the cancelled bookings' toggle, and whether the grid is live.
 */
export function CalendarToolbar({
  view,
  date,
  weekStart,
  today,
  onDate,
  onView,
  masters,
  weekMaster,
  onWeekMaster,
  withCancelled,
  onWithCancelled,
  live,
}: {
  view: CalendarView;
  date: string;
  weekStart: string;
  today: string;
  onDate: (date: string) => void;
  onView: (view: CalendarView) => void;
  /** The masters the week can be shown for (none for a master's own view). */
  masters: ReadonlyArray<{ id: string; name: string }>;
  weekMaster: string;
  onWeekMaster: (id: string) => void;
  withCancelled: boolean;
  onWithCancelled: (on: boolean) => void;
  live: StreamState;
}) {
  const by = view === 'day' ? 1 : 7;
  const title = view === 'day' ? formatDateLong(date) : formatDateRange(weekStart, addDays(weekStart, 6));
  const isNow = view === 'day' ? date === today : weekStart <= today && today <= addDays(weekStart, 6);
  return (
    <div className={styles.toolbar}>
      <div className={styles.dateNav}>
        <button
          type="button"
          className="icon-btn"
          onClick={() => onDate(addDays(date, -by))}
          aria-label={view === 'day' ? t.prevDay : t.prevWeek}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDate(today)} aria-pressed={isNow}>
          {dates.today}
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={() => onDate(addDays(date, by))}
          aria-label={view === 'day' ? t.nextDay : t.nextWeek}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <h2 className={styles.dateTitle} data-testid="calendar-date">
        {title}
      </h2>
      <DateField label={t.pickDate} hideLabel className={styles.datePicker} today={today} value={date} onChange={onDate} />
      <div className={styles.toolbarEnd}>
        <div className={styles.segmented} role="group" aria-label={t.viewLabel}>
          {(['day', 'week'] as const).map((key) => (
            <button key={key} type="button" className={styles.segment} aria-pressed={view === key} onClick={() => onView(key)}>
              {t.views[key]}
            </button>
          ))}
        </div>
        {view === 'week' && masters.length > 1 && (
          <SelectField
            className={styles.weekMaster}
            label={t.master}
            value={weekMaster}
            onChange={onWeekMaster}
            options={masters.map((m) => ({ value: m.id, label: m.name }))}
          />
        )}
        <label className={styles.toggle}>
          <input type="checkbox" className="checkbox" checked={withCancelled} onChange={(e) => onWithCancelled(e.target.checked)} />
          {t.showCancelled}
        </label>
        <span className={styles.live} data-state={live} role="status" title={t.live[live]}>
          <span className={styles.liveDot} aria-hidden="true" />
          <span className={styles.liveText}>{t.live[live]}</span>
        </span>
      </div>
    </div>
  );
}
