import { createHash, createHmac } from 'node:crypto';

export interface WidgetUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}

/**
 * A new second for each answer, counting back from when the file was loaded: two answers of one user made in the same
 * second are the same answer (Telegram's too), which the server rightly takes for a replay.
 */
const loadedAt = Date.now();
let answers = 0;
export const nextMoment = () => {
  answers += 1;
  return new Date(loadedAt - answers * 1000);
};

/**
 * What the Telegram Login Widget hands a page for `user`, signed the way Telegram's documentation says (HMAC-SHA256
 * over the sorted data-check-string, keyed with SHA256 of the bot token), for a test bot token.
 */
export function widgetAnswer(user: WidgetUser, botToken: string, authDate = nextMoment()): Record<string, string | number> {
  const fields: Record<string, string | number> = { ...user, auth_date: Math.floor(authDate.getTime() / 1000) };
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(checkString).digest('hex');
  return { ...fields, hash };
}
