import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { common } from '../config/messages.ts';
import { cx } from './cx.ts';
import { currentToast, dismissToast, subscribeToToasts, type ToastMessage } from './toast.ts';

/** Do two boxes on screen overlap? */
const overlap = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Moves the toast to the top of the screen whenever, at the bottom, it would lie over controls marked
 * `data-toast-avoid` (the booking steps' Back and Continue): a "slot taken" toast must not hide the buttons that
 * answer it. Measured again while the page scrolls or resizes under it.
 */
function useToastPlacement(region: React.RefObject<HTMLDivElement | null>, message: ToastMessage | null) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || !message) return;
    const place = () => {
      el.classList.remove('toast-region-top');
      const box = el.getBoundingClientRect();
      const covers = [...document.querySelectorAll('[data-toast-avoid]')].some((target) => overlap(box, target.getBoundingClientRect()));
      el.classList.toggle('toast-region-top', covers);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      el.classList.remove('toast-region-top');
    };
  }, [region, message]);
}

/** The toast on screen (lib/toast.ts holds it): a component of its own, loaded after the first screen. */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const destructive = message?.variant === 'destructive';
  const region = useRef<HTMLDivElement>(null);
  useToastPlacement(region, message);
  return (
    // The live regions stay mounted so screen readers announce each new toast.
    <div className="toast-region" ref={region} data-testid="toast-region">
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
