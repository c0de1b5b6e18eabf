import type { JoinWaitlist, WaitlistJoinResponse, Wire } from '@qabul/api/schemas';
import { api } from '@qabul/web/api-client';

/**
 * POST /api/public/waitlist — a place on a full day's waitlist. The Mini App's signed launch data rides along
 * (`Authorization: tma`), so the server sends the offer to this person's Telegram chat.
 */
export function joinWaitlist(body: Pick<JoinWaitlist, 'serviceId' | 'date' | 'staffId' | 'name' | 'phone'>) {
  return api<Wire<typeof WaitlistJoinResponse>>('/api/public/waitlist', { method: 'POST', body });
}
