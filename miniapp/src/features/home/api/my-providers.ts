import type { MiniAppProviderResponse, Wire } from '@qabul/api/schemas';
import { api } from '@qabul/web/api-client';
import { useRequest } from '../../../lib/use-request.ts';

/** A provider the person booked with (past visits included), and what they booked last (for "Yana yozilish"). */
export type MyProvider = Wire<typeof MiniAppProviderResponse>;

/** GET /api/telegram/my-providers — the latest booked first. */
export function getMyProviders(): Promise<MyProvider[]> {
  return api<MyProvider[]>('/api/telegram/my-providers');
}

export function useMyProviders() {
  return useRequest(getMyProviders);
}
