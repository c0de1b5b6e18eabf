import type { ReactNode } from 'react';
import styles from './booking.module.css';

/**
 * Back / forward row at the bottom of a step; the Mini App hides it and uses Telegram's buttons. A toast never sits
 * on it (`data-toast-avoid`, see Toaster).
 */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className={styles.actions} data-toast-avoid="">
      {children}
    </div>
  );
}
