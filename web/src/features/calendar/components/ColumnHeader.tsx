import { calendarPage as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { parseIsoDate, weekdayIndex, weekdayNames } from '../../../lib/dates.ts';
import type { CalendarDay, CalendarMaster } from '../model/calendar-types.ts';
import type { GridColumn } from '../model/grid-model.ts';
import styles from './calendar.module.css';

/** Why a closed day is closed: the day off's own note ("Kasal", a holiday's name), else its kind. */
export function offLabel(day: Pick<CalendarDay, 'reason' | 'note'>): string {
  return day.note || t.offReasons[day.reason ?? 'day_off'];
}

/** Up to two letters of a master's name, for a master without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function MasterAvatar({ master, size = 'md' }: { master: Pick<CalendarMaster, 'name' | 'photoUrl'>; size?: 'sm' | 'md' }) {
  return master.photoUrl ? (
    <img className={cx(styles.avatar, size === 'sm' && styles.avatarSmall)} src={master.photoUrl} alt="" />
  ) : (
    <span className={cx(styles.avatar, size === 'sm' && styles.avatarSmall)} aria-hidden="true">
      {initialsOf(master.name)}
    </span>
  );
}

/** "Kun": the master's photo (or initials), name and title; a day off says so under the name. */
export function MasterHeader({ column }: { column: GridColumn }) {
  const { master, day } = column;
  return (
    <div className={styles.masterHead} title={master.title ? `${master.name}, ${master.title}` : master.name}>
      <MasterAvatar master={master} />
      <div className={styles.masterText}>
        <span className={styles.masterName}>{master.name}</span>
        {day?.off ? (
          <span className={styles.masterOff}>{offLabel(day)}</span>
        ) : (
          master.title && <span className={styles.masterTitle}>{master.title}</span>
        )}
      </div>
    </div>
  );
}

/** "Hafta": the weekday and the day of the month; today stands out, a day off says so. */
export function DayHeader({ column, today }: { column: GridColumn; today: string }) {
  const { day } = column;
  return (
    <div className={cx(styles.dayHead, column.date === today && styles.dayHeadToday)}>
      <span className={styles.dayHeadName}>{weekdayNames('short')[weekdayIndex(column.date)]}</span>
      <span className={styles.dayHeadNumber}>{parseIsoDate(column.date).day}</span>
      {day?.off && <span className={styles.masterOff}>{offLabel(day)}</span>}
    </div>
  );
}
