import type { EntityManager } from '@mikro-orm/postgresql';
import { displayNameSql } from '../../lib/display-name.queries.ts';
import { sqlIn } from '../../lib/sql.ts';

export interface ProviderSearchRow {
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  /** The provider's active services, oldest first (the order of their public page). */
  services: string[];
}

/** `%` and `_` typed by someone are letters, not patterns. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a provider's card shows; public providers only (at least one active service). */
const CARD = `select u.username, u.first_name, u.last_name, u.profile_image_url,
            array(select s.name from services s where s.user_id = u.id and s.is_active order by s.created_at, s.id) as services
       from users u
      where exists (select 1 from services s where s.user_id = u.id and s.is_active)`;

/**
 * Public providers whose name or username holds every word, case-insensitive. Those with the most bookings come
 * first, so the one people mean usually tops a short query.
 */
export function searchPublicProviders(em: EntityManager, words: string[], limit: number): Promise<ProviderSearchRow[]> {
  const name = displayNameSql('u');
  const conditions = words.map(() => `(u.username ilike ? escape '\\' or ${name} ilike ? escape '\\')`);
  return sqlIn<ProviderSearchRow[]>(
    em,
    `${CARD}
        ${conditions.map((c) => `and ${c}`).join('\n        ')}
      order by (select count(*) from bookings b where b.user_id = u.id) desc, u.username
      limit ?`,
    [...words.flatMap((word) => [literal(word), literal(word)]), limit],
  );
}

/** One public provider's card by username (any case); null when unknown or not public. */
export async function publicProviderCard(em: EntityManager, username: string): Promise<ProviderSearchRow | null> {
  const rows = await sqlIn<ProviderSearchRow[]>(em, `${CARD} and lower(u.username) = lower(?)`, [username]);
  return rows[0] ?? null;
}
