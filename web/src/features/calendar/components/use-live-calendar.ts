import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addDays } from '../../../lib/dates.ts';
import { openCalendarEvents, type StreamEvent, type StreamState } from '../api/calendar-events.ts';

/** Events close together (a batch cancel, a move that touches two dates) make one read, not one each. */
const DEBOUNCE_MS = 300;
/** A tab hidden this long lets its stream go (it costs the server a connection); showing it again reads afresh. */
const HIDDEN_MS = 2 * 60_000;
/** After the server refused the stream, try again this much later (meanwhile the grid reads on a timer). */
const RETRY_MS = 30_000;

/** Whether a calendar read (`['calendar', date, days, ...]`) shows one of the dates; every read when dates is null. */
export function showsAnyOf(queryKey: readonly unknown[], dates: ReadonlySet<string> | null): boolean {
  if (dates === null) return true;
  const [, from, days] = queryKey;
  if (typeof from !== 'string' || typeof days !== 'number') return true;
  const to = addDays(from, days - 1);
  for (const date of dates) if (from <= date && date <= to) return true;
  return false;
}

/**
 * Keeps the open calendar current: a change event reads again the shown range when it holds one of the changed
 * dates (TanStack Query invalidation), and the booking lists. A reconnect (`ready` after the first) or a return to
 * a tab whose stream was let go reads everything again, since events may have been missed.
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
    let readyBefore = false;
    // The dates changed since the last read; null: anything.
    let dirty: Set<string> | null = new Set();
    const refetch = (dates: string[] | null) => {
      if (dates === null) dirty = null;
      else if (dirty) for (const date of dates) dirty.add(date);
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        const changed = dirty;
        dirty = new Set();
        void queryClient.invalidateQueries({ queryKey: ['calendar'], predicate: (query: Query) => showsAnyOf(query.queryKey, changed) });
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      }, DEBOUNCE_MS);
    };
    const onEvent = (event: StreamEvent) => {
      if (event.kind === 'changed') refetch(event.dates);
      else if (readyBefore) refetch(null);
      else readyBefore = true;
    };
    const shut = () => {
      close?.();
      close = null;
    };
    const open = () => {
      if (close) return;
      close = openCalendarEvents(onEvent, (next) => {
        setState(next);
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
