import type { JoinWaitlist, WaitlistJoinResponse, Wire } from '@qabul/api/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesLanguage } from '../../../lib/i18n/localized.ts';

export type WaitlistPlace = Wire<typeof WaitlistJoinResponse>;

/** POST /api/public/waitlist — a place on a full day's waitlist; the token is the client's key to leave. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: Omit<JoinWaitlist, 'staffId' | 'telegramUsername' | 'email'> & Partial<JoinWaitlist>) =>
      // The client's language: the offer when a time frees up is written in it.
      api<WaitlistPlace>('/api/public/waitlist', { method: 'POST', body: { ...body, language: messagesLanguage() } }),
  });
}

/** DELETE /api/public/waitlist/:id?token= */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (place: WaitlistPlace) =>
      api<null>(`/api/public/waitlist/${place.id}`, { method: 'DELETE', query: { token: place.token } }),
  });
}
