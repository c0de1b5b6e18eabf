import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openCalendarEvents, type StreamState } from '../api/calendar-events.ts';

/** Events close together (a batch cancel, a move that touches two masters) make one read, not one each. */
const DEBOUNCE_MS = 400;
/** A tab hidden this long lets its stream go (it costs the server a connection); showing it again reads afresh. */
const HIDDEN_MS = 2 * 60_000;
/** After the server refused the stream, try again this much later (meanwhile the grid reads on a timer). */
const RETRY_MS = 30_000;

/**
 * Keeps the open calendar current: every event of the stream reads the shown range again (TanStack Query
 * invalidation). A reconnect or a return to a hidden tab reads again too, since events may have been missed.
 */
export function useLiveCalendar(enabled: boolean): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | null = null;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let hidden: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let openedBefore = false;
    const refetch = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['calendar'] });
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      }, DEBOUNCE_MS);
    };
    const shut = () => {
      close?.();
      close = null;
    };
    const open = () => {
      if (close) return;
      close = openCalendarEvents(refetch, (next) => {
        setState(next);
        if (next === 'open') {
          if (openedBefore) refetch();
          openedBefore = true;
        }
        if (next === 'closed') {
          shut();
          clearTimeout(retry);
          retry = setTimeout(open, RETRY_MS);
        }
      });
    };
    const onVisibility = () => {
      clearTimeout(hidden);
      if (document.hidden) hidden = setTimeout(shut, HIDDEN_MS);
      else if (!close) open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(debounce);
      clearTimeout(hidden);
      clearTimeout(retry);
      shut();
    };
  }, [enabled, queryClient]);
  return state;
}
