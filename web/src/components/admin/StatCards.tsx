import { Skeleton } from '../ui/Misc.tsx';
import styles from './admin.module.css';

export interface Stat {
  label: string;
  value: string | number | undefined;
}

/** Totals as cards; while loading each value is a skeleton. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.statLabel}>{stat.label}</span>
          {stat.value === undefined ? (
            <Skeleton style={{ width: 80, height: 30 }} />
          ) : (
            <span className={styles.statValue}>{stat.value}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
