import { endpoint, file, noContent } from '../../contracts/endpoint.ts';
import { CalendarBlockResponse, CalendarResponse } from '../../contracts/responses.ts';
import { BlockInput, CalendarQuery } from './calendar.schema.ts';

/** The salon's calendar (DECISIONS.md): the owner's for the whole business, an invited master's for themselves. */
export const getCalendar = endpoint({
  method: 'GET',
  path: '/api/calendar',
  query: CalendarQuery,
  response: CalendarResponse,
  summary: 'an invited master gets only their own column',
});

export const createBlock = endpoint({
  method: 'POST',
  path: '/api/calendar/blocks',
  body: BlockInput,
  response: CalendarBlockResponse,
  status: 201,
  summary: '"Band vaqt"; 409 `slot_taken` over a booking or a block; an invited master blocks only their own time',
});

export const removeBlock = endpoint({ method: 'DELETE', path: '/api/calendar/blocks/:id', response: noContent });

export const calendarEvents = endpoint({
  method: 'GET',
  path: '/api/calendar/events',
  response: file('text/event-stream'),
  summary:
    '`event: ready` on each (re)connection, `event: changed` `{dates: string[] | null}` (null: read everything again), a comment every 25 s',
});
