import { call } from '@qabul/web/api-client';
import { useRequest } from '../../../lib/use-request.ts';
import type { BusinessCard } from './search-businesses.ts';

/** GET /api/telegram/opened — the public businesses this person opened in the Mini App before, the latest first. */
export function getOpenedBusinesses(): Promise<BusinessCard[]> {
  return call('GET /api/telegram/opened');
}

export function useOpenedBusinesses() {
  return useRequest(getOpenedBusinesses);
}
