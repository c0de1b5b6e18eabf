import { bookingFlow as t, common } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateLong, type IsoDate } from '../../../lib/dates.ts';
import type { Slot } from '../../../lib/types.ts';
import { displayTime, groupSlots, showsClientTime } from '../model/slot-groups.ts';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';
import styles from './booking.module.css';
import { zoneName } from '../../../lib/zone-name.ts';

/**
 * Step 3: the day's starts grouped Ertalab / Tushdan keyin / Kechki; taken ones are shown but disabled.
 * A day with no free start at all says so.
 */
export function TimeSlotStep({
  date,
  slots,
  isLoading,
  isError,
  onRetry,
  selectedSlot,
  onSelectSlot,
  providerTimezone,
  onBack,
  onContinue,
  hideActions,
  waitlist,
}: {
  date: IsoDate;
  slots: readonly Slot[] | undefined;
  isLoading: boolean;
  isError?: boolean;
  onRetry?: () => void;
  selectedSlot: Slot | null;
  onSelectSlot: (slot: Slot) => void;
  providerTimezone: string;
  onBack?: () => void;
  onContinue?: () => void;
  hideActions?: boolean;
  /** Shown on a day with no free time ("Navbatga yozilish"). */
  waitlist?: React.ReactNode;
}) {
  const list = slots ?? [];
  const groups = groupSlots(list);
  // A day whose remaining times are all past or taken offers nothing: say so instead of a wall of disabled times.
  const anyFree = list.some((slot) => slot.isAvailable);
  const localNote = showsClientTime(list, providerTimezone);

  return (
    <section>
      <StepHeading sub={formatDateLong(date)}>{t.chooseTime}</StepHeading>
      {/* The area keeps its height while loading, so nothing below jumps when slots arrive. */}
      <div className={styles.slotArea} aria-busy={isLoading}>
        {isLoading ? (
          <div role="status">
            <p className={styles.slotStatus}>{t.slotsLoading}</p>
            <div className={styles.slotGrid} aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: eight identical placeholders that never reorder
                <span key={i} className={cx('skeleton', styles.slotSkeleton)} />
              ))}
            </div>
          </div>
        ) : isError ? (
          <div className="empty-state" role="alert">
            <p className="empty-text">{t.slotsError}</p>
            {onRetry && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
                {t.retry}
              </button>
            )}
          </div>
        ) : !anyFree ? (
          <div className="empty-state">
            <p className="empty-title">{t.noSlots}</p>
            <p className="empty-text">{t.noSlotsHint}</p>
            {waitlist}
          </div>
        ) : (
          <>
            {localNote && <p className={styles.slotNote}>{t.clientTimeNote({ zone: zoneName(list[0]!.timezone) })}</p>}
            {groups.map((group) => (
              <div key={group.key} className={styles.slotGroup} role="group" aria-labelledby={`slot-group-${group.key}`}>
                <h3 id={`slot-group-${group.key}`} className={styles.slotGroupTitle}>
                  {t.slotGroups[group.key]}
                </h3>
                <div className={styles.slotGrid}>
                  {group.slots.map((slot) => {
                    const selected = selectedSlot?.time === slot.time;
                    return (
                      <button
                        key={slot.time}
                        type="button"
                        className={cx(styles.slot, selected && styles.slotSelected)}
                        disabled={!slot.isAvailable}
                        aria-pressed={selected}
                        title={slot.isAvailable ? undefined : t.slotTaken}
                        data-time={slot.time}
                        onClick={() => onSelectSlot(slot)}
                      >
                        {displayTime(slot)}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </>
        )}
      </div>
      {!hideActions && (
        <StepActions>
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            {common.back}
          </button>
          <button type="button" className="btn btn-primary" onClick={onContinue} disabled={!selectedSlot}>
            {common.continue}
          </button>
        </StepActions>
      )}
    </section>
  );
}
