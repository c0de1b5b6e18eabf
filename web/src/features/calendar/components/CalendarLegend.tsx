import { calendarPage as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './calendar.module.css';

const ITEMS = [
  ['pending', styles.pending],
  ['confirmed', styles.confirmed],
  ['clientConfirmed', styles.clientConfirmed],
  ['noShow', styles.noShow],
  ['cancelled', styles.cancelled],
  ['block', styles.blocked],
  ['closed', styles.closed],
] as const;

/** What the colours and patterns of the grid mean. */
export function CalendarLegend() {
  return (
    <ul className={styles.legend} aria-label={t.legend.title}>
      {ITEMS.map(([key, look]) => (
        <li key={key}>
          <span className={cx(styles.swatch, look)} aria-hidden="true" />
          {t.legend[key]}
        </li>
      ))}
    </ul>
  );
}
