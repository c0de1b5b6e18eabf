import { DateTime } from 'luxon';
import { CalendarResponse } from '../../src/contracts/responses.ts';
import type { HttpClient } from '../support/http-client.ts';

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
