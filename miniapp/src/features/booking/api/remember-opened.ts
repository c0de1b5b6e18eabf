import { api } from '@qabul/web/api-client';

/** POST /api/telegram/opened/{username} — this person opened the business: the home lists it next time. */
export function rememberOpened(username: string): Promise<void> {
  return api<void>(`/api/telegram/opened/${encodeURIComponent(username)}`, { method: 'POST', body: {} });
}
