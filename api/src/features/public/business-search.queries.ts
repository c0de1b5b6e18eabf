import type { EntityManager } from '@mikro-orm/postgresql';
import { businessNameSql, displayNameSql } from '../../lib/display-name.queries.ts';
import { sqlIn } from '../../lib/sql.ts';

/** A public business as every card shows it (inline answers, "Ulashish", the Mini App's home). */
export interface BusinessCardRow {
  id: string;
  username: string;
  /** The business name, else the owner's own. */
  name: string;
  category: string | null;
  address: string | null;
  logo_id: string | null;
  profile_image_url: string | null;
  rating_average: number | null;
  rating_count: number;
  /** Its active services, oldest first (the order of its public page). */
  services: string[];
}

/** `%` and `_` typed by someone are letters, not patterns. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a card shows; public businesses only (at least one active service). */
const CARD = `select u.id, u.username, ${businessNameSql('u', 'bp')} as name, bp.category, bp.address,
            (select i.id from business_images i where i.user_id = u.id and i.kind = 'logo') as logo_id,
            u.profile_image_url,
            (select round(avg(r.rating), 1)::float8 from reviews r where r.user_id = u.id and not r.hidden) as rating_average,
            (select count(*)::int from reviews r where r.user_id = u.id and not r.hidden) as rating_count,
            array(select s.name from services s where s.user_id = u.id and s.is_active order by s.created_at, s.id) as services
       from users u
       left join business_profiles bp on bp.user_id = u.id
      where exists (select 1 from services s where s.user_id = u.id and s.is_active)`;

/** A search word and the categories whose words (in any language) hold it. */
export interface SearchWord {
  text: string;
  categories: string[];
}

/**
 * Public businesses where every word is in the business's name, its owner's name or its username, or names its
 * category; only those of `category` when one is given. The ones with the most bookings come first, so the one
 * people mean usually tops a short query. No words: the most booked public businesses.
 */
export function searchBusinessRows(
  em: EntityManager,
  search: { words: SearchWord[]; category: string | null; limit: number },
): Promise<BusinessCardRow[]> {
  const conditions = search.words.map(
    () =>
      `(u.username ilike ? escape '\\' or ${businessNameSql('u', 'bp')} ilike ? escape '\\' or ${displayNameSql('u')} ilike ? escape '\\'
        or bp.category = any(?::text[]))`,
  );
  const params = search.words.flatMap((word) => [
    literal(word.text),
    literal(word.text),
    literal(word.text),
    `{${word.categories.join(',')}}`,
  ]);
  return sqlIn<BusinessCardRow[]>(
    em,
    `${CARD}
        ${conditions.map((c) => `and ${c}`).join('\n        ')}
        ${search.category ? 'and bp.category = ?' : ''}
      order by (select count(*) from bookings b where b.user_id = u.id) desc, u.username
      limit ?`,
    [...params, ...(search.category ? [search.category] : []), search.limit],
  );
}

/** One public business's card by username (any case); null when unknown or not public. */
export async function businessCardRow(em: EntityManager, username: string): Promise<BusinessCardRow | null> {
  const rows = await sqlIn<BusinessCardRow[]>(em, `${CARD} and lower(u.username) = lower(?)`, [username]);
  return rows[0] ?? null;
}

/** The public businesses this Telegram user opened in the Mini App, the latest first. */
export function openedBusinessRows(em: EntityManager, telegramUserId: number, limit: number): Promise<BusinessCardRow[]> {
  return sqlIn<BusinessCardRow[]>(
    em,
    `select card.* from (${CARD}) card
       join mini_app_opens o on o.provider_id = card.id and o.telegram_user_id = ?
      order by o.opened_at desc
      limit ?`,
    [telegramUserId, limit],
  );
}

/** The Telegram user opened this business in the Mini App now (one row per pair, the time moves). */
export async function rememberOpen(em: EntityManager, telegramUserId: number, providerId: string): Promise<void> {
  await sqlIn(
    em,
    `insert into mini_app_opens (telegram_user_id, provider_id, opened_at) values (?, ?, now())
     on conflict (telegram_user_id, provider_id) do update set opened_at = excluded.opened_at`,
    [telegramUserId, providerId],
    'run',
  );
}
