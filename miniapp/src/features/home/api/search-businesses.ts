import type { BusinessCardResponse, Wire } from '@qabul/api/schemas';
import { api } from '@qabul/web/api-client';

/** A public business as a card: name, category, logo, address, rating and its services' names. */
export type BusinessCard = Wire<typeof BusinessCardResponse>;

/**
 * GET /api/public/businesses?q&category&limit — public businesses by name, service or category (the bot's inline
 * search); with neither, the most booked ones.
 */
export function searchBusinesses(query: { q: string; category: string }, signal?: AbortSignal): Promise<BusinessCard[]> {
  return api<BusinessCard[]>('/api/public/businesses', { query: { q: query.q.trim(), category: query.category, limit: 20 }, signal });
}
