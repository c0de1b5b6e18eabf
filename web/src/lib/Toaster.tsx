import { useSyncExternalStore } from 'react';
import { common } from '../config/messages.ts';
import { cx } from './cx.ts';
import { currentToast, dismissToast, subscribeToToasts, type ToastMessage } from './toast.ts';

/** The toast on screen (lib/toast.ts holds it): a component of its own, loaded after the first screen. */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const destructive = message?.variant === 'destructive';
  return (
    // The live regions stay mounted so screen readers announce each new toast.
    <div className="toast-region">
      <div role="status" aria-live="polite" aria-atomic="true">
        {message && !destructive && <ToastCard message={message} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {message && destructive && <ToastCard message={message} />}
      </div>
    </div>
  );
}

function ToastCard({ message }: { message: ToastMessage }) {
  return (
    <div className={cx('toast', message.variant === 'destructive' && 'toast-destructive')} data-testid="toast">
      <div className="toast-body">
        <p className="toast-title">{message.title}</p>
        {message.description && <p className="toast-description">{message.description}</p>}
      </div>
      <button type="button" className="toast-close" onClick={dismissToast} aria-label={common.close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
