import { DateTime } from 'luxon';
import { CalendarResponse } from '../../src/contracts/responses.ts';
import type { HttpClient } from '../support/http-client.ts';
import type { TestApp } from '../support/test-app.ts';

/** The first `weekday` (1 Monday .. 7 Sunday) at least `after` days ahead, provider-local (Asia/Tashkent). */
export function nextWeekday(weekday: number, after = 2): string {
  let day = DateTime.now().setZone('Asia/Tashkent').plus({ days: after });
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  return day.toISODate() as string;
}

/** GET /api/calendar, parsed by its contract (a 200 is required). */
export async function calendar(client: HttpClient, query: string) {
  const reply = await client.get(`/api/calendar?${query}`);
  if (reply.status !== 200) throw new Error(`calendar ${query}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return CalendarResponse.parse(reply.body);
}

export interface StreamEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * GET /api/calendar/events as a browser's EventSource reads it (the client's cookies), parsed into events. `next`
 * waits for the next event that matches (those already read are skipped), failing after `timeoutMs`.
 */
export async function openEvents(client: HttpClient) {
  const controller = new AbortController();
  const response = await fetch(`${client.baseUrl}/api/calendar/events`, {
    headers: { cookie: client.cookieHeader, origin: client.baseUrl, 'x-forwarded-for': client.ip, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  let ended = false;
  let wake: () => void = () => {};
  let consumed = 0;
  const reading = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
            else if (line.startsWith('retry:')) retry = Number(line.slice(6).trim());
          }
          if (data.length > 0) events.push({ event, data: data.join('\n'), at: performance.now() });
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    retry: () => retry,
    ended: () => ended,
    /** The next event (after those already taken) of this kind, or a failure after `timeoutMs`. */
    async next(event: string, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        while (consumed < events.length) {
          const candidate = events[consumed++] as StreamEvent;
          if (candidate.event === event) return candidate;
        }
        if (ended) throw new Error(`the stream ended before a "${event}" event`);
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    /** Resolves when the server ends the stream. */
    async end(timeoutMs = 5_000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the stream stayed open')), timeoutMs);
      });
      try {
        await Promise.race([reading, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      controller.abort();
    },
  };
}

/**
 * Waits until the change feed has delivered every change made so far for this business (the writes that made it,
 * say), so the next events a test reads are the ones it causes: PostgreSQL delivers notifications in the order they
 * were sent, so once a marker sent now arrives, everything before it has.
 */
let markers = 0;

export async function settled(
  app: TestApp,
  stream: Awaited<ReturnType<typeof openEvents>>,
  providerId: string,
  /** A master's own stream hears only a marker naming them. */
  staffId = '',
): Promise<void> {
  for (;;) {
    // The app announces its own writes a few milliseconds after answering them: sent first, they come before the marker.
    await app.qabul.flushChanges();
    markers += 1;
    const marker = `1999-01-${String(markers).padStart(2, '0')}`;
    await app.qabul.deps.pool.query(`select pg_notify('qabul_provider_changed', $1)`, [`bookings:${providerId}|${marker}|${staffId}`]);
    for (;;) {
      const { data } = await stream.next('changed');
      if (data.includes(marker)) return;
      // "Anything changed" merged with the marker may have swallowed it: another marker tells.
      if (data.includes('null')) break;
    }
  }
}
