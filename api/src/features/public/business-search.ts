import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_CATEGORIES, businessCategoryWords, isBusinessCategory } from '../../contracts/business-categories.ts';
import { LANGUAGES } from '../../contracts/i18n/languages.ts';
import type { BusinessCardResponse, Presented } from '../../contracts/responses.ts';
import { businessImageUrl } from '../business/index.ts';
import { type BusinessCardRow, type SearchWord, searchBusinessRows } from './business-search.queries.ts';

const MAX_WORDS = 5;

/** The categories a typed word names: part of the category's words in any of the three languages, or its machine word. */
function categoriesNamedBy(word: string): string[] {
  const needle = word.toLocaleLowerCase();
  return BUSINESS_CATEGORIES.filter(
    (category) =>
      category.includes(needle) ||
      LANGUAGES.some((language) => businessCategoryWords[language][category].toLocaleLowerCase().includes(needle)),
  );
}

/** A typed query as search words: "@" dropped, at most five words of at most 64 characters. */
export function searchWords(query: string): SearchWord[] {
  return query
    .replace(/@/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, 64))
    .map((text) => ({ text, categories: categoriesNamedBy(text) }));
}

/**
 * The one search of public businesses, by name or category, that inline mode and the Mini App's home both use.
 * `emptyFinds` says what no words find: nothing (inline mode: someone has just typed the bot's name) or the most
 * booked businesses (the Mini App's home, so a new client is never left with an empty screen).
 */
export function searchBusinesses(
  em: EntityManager,
  search: { query: string; category?: string | null; limit: number; emptyFinds: 'nothing' | 'popular' },
): Promise<BusinessCardRow[]> {
  const words = searchWords(search.query);
  const category = isBusinessCategory(search.category) ? search.category : null;
  if (words.length === 0 && !category && search.emptyFinds === 'nothing') return Promise.resolve([]);
  return searchBusinessRows(em, { words, category, limit: search.limit });
}

/** A card's picture: the business's logo, else its owner's profile image; absolute when a public URL is given. */
export function cardImage(row: Pick<BusinessCardRow, 'logo_id' | 'profile_image_url'>, publicUrl?: string): string | null {
  const path = row.logo_id ? businessImageUrl(row.logo_id) : row.profile_image_url;
  if (!path) return null;
  return publicUrl ? new URL(path, publicUrl).href : path;
}

export function presentBusinessCard(row: BusinessCardRow): Presented<typeof BusinessCardResponse> {
  return {
    username: row.username,
    name: row.name,
    category: isBusinessCategory(row.category) ? row.category : null,
    logoUrl: cardImage(row),
    address: row.address,
    rating: { average: row.rating_average === null ? null : Number(row.rating_average), count: Number(row.rating_count) },
    services: row.services,
  };
}
