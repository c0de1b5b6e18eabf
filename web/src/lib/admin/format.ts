import { PROVIDER_DEFAULT_TIMEZONE } from '@qabul/api/schemas';
import { formatDateShort, nowTimeIn, todayIn } from '../dates.ts';

/** "15-iyul 2025, 14:05" in Tashkent: when an operator's table says something happened. */
export function formatTimestamp(iso: string | null | undefined, timeZone = PROVIDER_DEFAULT_TIMEZONE): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${formatDateShort(todayIn(timeZone, at))}, ${nowTimeIn(timeZone, at)}`;
}

/** An activity's details as one line: text as it is, an object as "key: value" pairs. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details === 'string') return details;
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}
