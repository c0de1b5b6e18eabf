import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import styles from './booking.module.css';

/**
 * True once the visitor has moved between steps: each step's heading then takes focus as it appears,
 * so screen-reader and keyboard users land on the new step. False on first load, so nothing is stolen.
 */
export const StepFocusContext = createContext(false);

export function StepHeading({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  const focusOnMount = useContext(StepFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <div className={styles.stepHeading}>
      <h2 ref={ref} className={styles.stepTitle} tabIndex={-1} data-step-heading="">
        {children}
      </h2>
      {sub && <p className={styles.stepSub}>{sub}</p>}
    </div>
  );
}
