import { bookingFlow as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { BOOKING_STEPS, type BookingStep } from '../model/flow.ts';
import styles from './booking.module.css';

/** The five-step indicator: service, calendar, timeSlot, confirmation, success. */
export function BookingProgress({ step }: { step: BookingStep }) {
  const current = BOOKING_STEPS.indexOf(step);
  return (
    <nav aria-label={t.progress}>
      <ol className={styles.progress}>
        {BOOKING_STEPS.map((key, index) => (
          <li
            key={key}
            className={cx(styles.progressItem, index < current && styles.progressDone, index === current && styles.progressCurrent)}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.progressDot} aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className={styles.progressLabel}>{t.steps[index]}</span>
            {index === current && <span className="sr-only">{t.stepOf(index + 1, BOOKING_STEPS.length)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
