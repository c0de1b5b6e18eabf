import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { setup as t } from '../../../../config/messages.ts';
import styles from './setup.module.css';

/** Orqaga, O'tkazib yuborish and the step's own action, in one row at the step's foot. */
export function StepButtons({ onBack, onSkip, children }: { onBack?: () => void; onSkip?: () => void; children?: ReactNode }) {
  return (
    <div className={styles.buttons}>
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      )}
      <span className={styles.spacer} />
      {onSkip && (
        <Button variant="secondary" onClick={onSkip}>
          {t.skip}
        </Button>
      )}
      {children}
    </div>
  );
}
