import { call } from '@qabul/web/api-client';

/** POST /api/telegram/opened/{username} — this person opened the business: the home lists it next time. */
export async function rememberOpened(username: string): Promise<void> {
  await call('POST /api/telegram/opened/:username', { params: { username } });
}
