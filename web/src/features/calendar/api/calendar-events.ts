/**
 * GET /api/calendar/events — server-sent events of the signed-in person's calendar (the business's, or a master's
 * own): each event says something changed (a booking made, moved or cancelled anywhere, a blocked time), and the
 * grid reads its range again. EventSource reconnects by itself after a dropped connection; a refusal (signed out,
 * no such endpoint) closes it for good, and the caller falls back to reading on a timer.
 */
export type StreamState = 'connecting' | 'open' | 'closed';

/** The event names that mean "read again"; an unnamed event (`message`) counts too. */
const CHANGE_EVENTS = ['message', 'change', 'changed', 'booking', 'block', 'calendar'] as const;

export function openCalendarEvents(onChange: () => void, onState: (state: StreamState) => void): () => void {
  const source = new EventSource('/api/calendar/events', { withCredentials: true });
  onState('connecting');
  source.onopen = () => onState('open');
  source.onerror = () => onState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
  for (const name of CHANGE_EVENTS) source.addEventListener(name, onChange);
  return () => {
    for (const name of CHANGE_EVENTS) source.removeEventListener(name, onChange);
    source.close();
  };
}
