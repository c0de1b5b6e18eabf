import { type ReactNode, useId } from 'react';
import styles from './Switch.module.css';

/** An on/off switch (role="switch") with its label and an optional hint, read together. */
export function Switch({
  label,
  checked,
  onChange,
  hint,
  disabled,
  busy,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p className={styles.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-busy={busy || undefined}
        className={styles.switch}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
      />
    </div>
  );
}
