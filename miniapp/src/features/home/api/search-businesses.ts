import type { BusinessCardResponse, Wire } from '@qabul/api/schemas';
import { type CallInput, call } from '@qabul/web/api-client';

/** A public business as a card: name, category, logo, address, rating and its services' names. */
export type BusinessCard = Wire<typeof BusinessCardResponse>;

type SearchQuery = NonNullable<CallInput<'GET /api/public/businesses'>['query']>;

/**
 * GET /api/public/businesses?q&category&limit — public businesses by name, service or category (the bot's inline
 * search); with neither, the most booked ones. `category` is one of the finder's own options, or '' for any.
 */
export function searchBusinesses(query: { q: string; category: string }, signal?: AbortSignal): Promise<BusinessCard[]> {
  const category = query.category as SearchQuery['category'];
  return call('GET /api/public/businesses', { query: { q: query.q.trim(), category, limit: 20 } }, { signal });
}
