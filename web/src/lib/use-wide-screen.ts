import { useSyncExternalStore } from 'react';

/** The width from which the dashboard lays columns side by side (the calendar's one column per master). */
const WIDE = '(min-width: 900px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide (a desktop); follows the window as it is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
