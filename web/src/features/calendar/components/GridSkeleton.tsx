import { Skeleton } from '../../../components/ui/Misc.tsx';
import styles from './calendar.module.css';

/** The grid's shape while it loads: a header row and a few rows of time. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.gridFrame} role="status" aria-label={label} aria-busy="true">
      <div className={styles.skeletonGrid}>
        {[0, 1, 2, 3, 4, 5, 6].map((row) => (
          <Skeleton key={row} className={styles.skeletonRow} />
        ))}
      </div>
    </div>
  );
}
