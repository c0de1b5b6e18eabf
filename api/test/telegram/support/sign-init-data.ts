import { createHmac } from 'node:crypto';

/** Signs Mini App init data the way Telegram does, for a test bot token (see init-data.ts). */
export function signInitData(fields: Record<string, string | object>, botToken: string, authDate = new Date()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  params.set('auth_date', String(Math.floor(authDate.getTime() / 1000)));
  const lines = [...params].map(([k, v]) => `${k}=${v}`).sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  params.set('hash', createHmac('sha256', secret).update(lines.join('\n')).digest('hex'));
  return params.toString();
}
