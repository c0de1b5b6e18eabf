import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '@qabul/db';
import { isReservedUsername } from '../../contracts/public-paths.ts';

/** From the e-mail's local part: lowercase a-z0-9_, 3-32 characters, suffixed until unique. */
export function deriveUsername(em: EntityManager, email: string): Promise<string> {
  return usernameFrom(em, email.split('@')[0] ?? '');
}

/** From any text (a Telegram username, a name): lowercase a-z0-9_, 3-32 characters, suffixed until unique. */
export async function usernameFrom(em: EntityManager, text: string): Promise<string> {
  let base = text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (base.length < 3) base = `${base}_user`.replace(/^_/, '');
  base = base.slice(0, 26);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 && !isReservedUsername(base) ? base : `${base}_${randomInt(10, 99999)}`;
    const taken = await em.count(UserSchema, { username: candidate });
    if (taken === 0) return candidate;
  }
  return `${base}_${Date.now().toString(36)}`.slice(0, 32);
}
