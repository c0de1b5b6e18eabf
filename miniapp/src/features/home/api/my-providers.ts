import { type CallAnswer, call } from '@qabul/web/api-client';
import { useRequest } from '../../../lib/use-request.ts';

/** A provider the person booked with (past visits included), and what they booked last (for "Yana yozilish"). */
export type MyProvider = CallAnswer<'GET /api/telegram/my-providers'>[number];

/** GET /api/telegram/my-providers — the latest booked first. */
export function getMyProviders(): Promise<MyProvider[]> {
  return call('GET /api/telegram/my-providers');
}

export function useMyProviders() {
  return useRequest(getMyProviders);
}
