import { bookingMessages, formatDateLong, type IsoDate } from '@qabul/web/booking-kit';
import { miniText as t } from '../../../config/messages/index.ts';
import styles from './booking-screen.module.css';

/**
 * The day step as the Mini App shows it: only the coming days that still have a free time (the shared
 * rule), one tap each; picking moves on to that day's times. When booking, the full days are listed too, marked:
 * picking one opens its "Navbatga yozilish".
 */
export function DayStep({
  days,
  full = [],
  loading,
  isError,
  onRetry,
  selected,
  onSelect,
  serviceName,
}: {
  days: readonly IsoDate[];
  /** Days whose every time the rules allow is taken (their waitlist). */
  full?: readonly IsoDate[];
  loading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: IsoDate | null;
  onSelect: (day: IsoDate) => void;
  serviceName?: string;
}) {
  const fullDays = new Set(full);
  const listed = [...days, ...full].sort();
  return (
    <section>
      <h2 className={styles.heading}>{bookingMessages.chooseDate}</h2>
      {serviceName && <p className={styles.sub}>{serviceName}</p>}
      {listed.length === 0 && loading ? (
        <p role="status" className={styles.sub}>
          {bookingMessages.slotsLoading}
        </p>
      ) : listed.length === 0 && isError ? (
        <div className="empty-state" role="alert">
          <p className="empty-text">{bookingMessages.slotsError}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            {bookingMessages.retry}
          </button>
        </div>
      ) : listed.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">{t.noFreeDays}</p>
          <p className="empty-text">{t.noFreeDaysHint}</p>
        </div>
      ) : (
        <ul className={styles.days}>
          {listed.map((day) => (
            <li key={day}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={selected === day}
                data-date={day}
                data-full={fullDays.has(day) || undefined}
                onClick={() => onSelect(day)}
              >
                {formatDateLong(day)}
                {fullDays.has(day) && <span className={styles.dayFull}>{t.dayFull}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
