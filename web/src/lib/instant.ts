import { type IsoDate, nowTimeIn, todayIn } from './dates.ts';

/** An instant from the API as the day and wall-clock time of `timeZone` (kept apart: the public page's first screen needs none of it). */
export function instantIn(iso: string, timeZone: string): { date: IsoDate; time: string } {
  const at = new Date(iso);
  return { date: todayIn(timeZone, at), time: nowTimeIn(timeZone, at) };
}
