import { type ReactNode, useEffect, useId, useRef } from 'react';
import { common } from '../../config/messages.ts';
import { cx } from '../../lib/cx.ts';

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert (focus stays inside) and Escape
 * closes it. It is open while mounted; the parent decides by rendering it or not.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  size = 'md',
  closeDisabled,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeDisabled?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    document.documentElement.classList.add('has-dialog');
    return () => {
      document.documentElement.classList.remove('has-dialog');
      // Unmounting skips the browser's own focus return, so do it here.
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', `dialog-${size}`)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!closeDisabled) onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog box itself, outside the panel) closes it.
        if (event.target === ref.current && !closeDisabled) onClose();
      }}
    >
      <div className="dialog-panel">
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={common.close} disabled={closeDisabled}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        )}
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}

/** "Are you sure?" with a destructive confirm. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = common.cancel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} description={text} onClose={onClose} size="sm" closeDisabled={busy}>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner spinner-inline" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** The steps of a multi-step dialog as an ordered list; the current one carries aria-current="step". */
export function DialogSteps({ steps, current, compact }: { steps: readonly string[]; current: number; compact?: boolean }) {
  return (
    <ol className={cx('dialog-steps', compact && 'dialog-steps-compact')}>
      {steps.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}
