import { type CallInput, call } from '@qabul/web/api-client';

/**
 * POST /api/public/waitlist — a place on a full day's waitlist. The Mini App's signed launch data rides along
 * (`Authorization: tma`), so the server sends the offer to this person's Telegram chat.
 */
export function joinWaitlist(body: CallInput<'POST /api/public/waitlist'>['body']) {
  return call('POST /api/public/waitlist', { body });
}
