import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { dates } from '../config/messages.ts';
import { cx } from '../lib/cx.ts';
import { formatDateShort, type IsoDate } from '../lib/dates.ts';
import styles from './DateField.module.css';
import { MonthCalendar } from './MonthCalendar.tsx';

/**
 * A date field on the app's own Uzbek calendar (Monday first, "23-noyabr 2026"), instead of the browser's
 * date input, which shows mm/dd/yyyy and English month names on many phones.
 */
export function DateField({
  label,
  hideLabel,
  value,
  onChange,
  today,
  min,
  max,
  error,
  className,
  isClosed,
}: {
  label: string;
  /** When the surroundings already say what the date is for; the label is still read out. */
  hideLabel?: boolean;
  value: IsoDate | '';
  onChange: (date: IsoDate) => void;
  today: IsoDate;
  min?: IsoDate;
  max?: IsoDate;
  error?: string;
  className?: string;
  /** Days inside the range that still cannot be picked (a service's weekdays without hours). */
  isClosed?: (date: IsoDate) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const range = useMemo(() => ({ min, max, isClosed }), [min, max, isClosed]);
  // Escape closes the calendar only, not a dialog around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <div
      className={cx('field', styles.field, error && 'field-invalid', className)}
      role="group"
      aria-labelledby={`${id}-label`}
      onKeyDown={onKeyDown}
    >
      <span id={`${id}-label`} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </span>
      <button
        id={`${id}-button`}
        type="button"
        className={cx('input', styles.button, !value && styles.empty)}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{value ? formatDateShort(value) : dates.chooseDay}</span>
        <span aria-hidden="true" className={styles.icon}>
          ▾
        </span>
      </button>
      {open && (
        <div id={`${id}-calendar`} className={styles.popover}>
          <MonthCalendar
            today={today}
            selected={value || null}
            range={range}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
              document.getElementById(`${id}-button`)?.focus();
            }}
          />
        </div>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
