/**
 * GET /api/calendar/events — server-sent events of the signed-in person's calendar (the business's, or an invited
 * master's own), ADR 021: `event: changed` with `{"dates": [...]}` (or `null`: anything may have changed) when a
 * booking or a blocked time changed anywhere, and `event: ready` after every (re)connection, since nothing missed
 * while away is replayed. EventSource reconnects by itself after a dropped connection; a refusal (signed out) closes
 * it for good, and the caller falls back to reading on a timer.
 */
export type StreamState = 'connecting' | 'open' | 'closed';

export type StreamEvent = { kind: 'changed'; dates: string[] | null } | { kind: 'ready' };

function datesOf(data: unknown): string[] | null {
  try {
    const parsed = JSON.parse(String(data)) as { dates?: unknown };
    return Array.isArray(parsed.dates) ? parsed.dates.filter((d): d is string => typeof d === 'string') : null;
  } catch {
    return null;
  }
}

export function openCalendarEvents(onEvent: (event: StreamEvent) => void, onState: (state: StreamState) => void): () => void {
  const source = new EventSource('/api/calendar/events', { withCredentials: true });
  onState('connecting');
  const changed = (event: MessageEvent) => onEvent({ kind: 'changed', dates: datesOf(event.data) });
  const ready = () => onEvent({ kind: 'ready' });
  source.onopen = () => onState('open');
  source.onerror = () => onState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
  source.addEventListener('changed', changed);
  source.addEventListener('ready', ready);
  return () => {
    source.removeEventListener('changed', changed);
    source.removeEventListener('ready', ready);
    source.close();
  };
}
