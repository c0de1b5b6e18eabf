import { bookingStart as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { BOOKING_STEPS, type BookingStep } from '../model/flow.ts';
import styles from './booking.module.css';

/** The step indicator: service, (master), calendar, timeSlot, confirmation, success — the steps this booking shows. */
export function BookingProgress({ step, steps = BOOKING_STEPS }: { step: BookingStep; steps?: readonly BookingStep[] }) {
  const current = steps.indexOf(step);
  return (
    <nav aria-label={t.progress}>
      <ol className={styles.progress}>
        {steps.map((key, index) => (
          <li
            key={key}
            className={cx(styles.progressItem, index < current && styles.progressDone, index === current && styles.progressCurrent)}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.progressDot} aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className={styles.progressLabel}>{t.steps[key]}</span>
            {index === current && <span className="sr-only">{t.stepOf({ n: index + 1, total: steps.length })}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
