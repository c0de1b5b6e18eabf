import { common } from '../config/messages.ts';
import { cx } from '../lib/cx.ts';
import type { Slot } from '../lib/types.ts';

/** Slot buttons for dashboard dialogs and the calendar; taken slots are shown disabled. */
export function SlotPicker({
  label,
  slots,
  isLoading,
  value,
  onChange,
  emptyText,
  error,
  hideLabel,
}: {
  label: string;
  /** When a heading above already names the list. */
  hideLabel?: boolean;
  slots: readonly Slot[] | undefined;
  isLoading: boolean;
  value: string | null;
  onChange: (time: string) => void;
  emptyText: string;
  error?: string;
}) {
  const list = slots ?? [];
  return (
    <div className={cx('field', error && 'field-invalid')} role="group" aria-label={label}>
      <span className={hideLabel ? 'sr-only' : 'field-label'}>{label}</span>
      <div className="slot-picker" aria-busy={isLoading}>
        {isLoading ? (
          <p className="muted">{common.loading}</p>
        ) : list.length === 0 ? (
          <p className="muted">{emptyText}</p>
        ) : (
          list.map((slot) => (
            <button
              key={slot.time}
              type="button"
              className={cx('slot-chip', value === slot.time && 'slot-chip-on')}
              aria-pressed={value === slot.time}
              disabled={!slot.isAvailable}
              onClick={() => onChange(slot.time)}
            >
              {slot.time}
            </button>
          ))
        )}
      </div>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
