import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { bookingsPage } from '../../../config/messages.ts';
import styles from './bookings.module.css';

const t = bookingsPage.selection;

/** "Select all visible", how many are picked, and the batch cancel that acts on them. */
export function SelectionBar({
  chosen,
  selectable,
  onAll,
  onCancel,
}: {
  chosen: number;
  selectable: number;
  onAll: (checked: boolean) => void;
  onCancel: () => void;
}) {
  const all = useRef<HTMLInputElement>(null);
  const every = chosen > 0 && chosen === selectable;
  useEffect(() => {
    // Some but not all picked: the box shows a dash, and a click picks the rest.
    if (all.current) all.current.indeterminate = chosen > 0 && !every;
  }, [chosen, every]);
  return (
    <div className={`card ${styles.selectionBar}`} role="group" aria-label={t.label}>
      <label className={styles.selectionAll}>
        <input ref={all} type="checkbox" className="checkbox" checked={every} onChange={() => onAll(!every)} />
        {t.all}
      </label>
      <span className={styles.selectionCount} aria-live="polite">
        {t.count({ n: chosen })}
      </span>
      <Button variant="danger" size="sm" disabled={chosen === 0} onClick={onCancel}>
        {t.cancel}
      </Button>
    </div>
  );
}
