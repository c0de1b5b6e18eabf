import { useMutation } from '@tanstack/react-query';
import { type CallAnswer, type CallInput, call } from '../../../lib/api-client.ts';
import { messagesLanguage } from '../../../lib/i18n/localized.ts';

export type WaitlistPlace = CallAnswer<'POST /api/public/waitlist'>;

/** POST /api/public/waitlist — a place on a full day's waitlist; the token is the client's key to leave. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: CallInput<'POST /api/public/waitlist'>['body']) =>
      // The client's language: the offer when a time frees up is written in it.
      call('POST /api/public/waitlist', { body: { ...body, language: messagesLanguage() } }),
  });
}

/** DELETE /api/public/waitlist/:id?token= */
export function useLeaveWaitlist() {
  return useMutation({
    mutationFn: (place: WaitlistPlace) =>
      call('DELETE /api/public/waitlist/:id', { params: { id: place.id }, query: { token: place.token } }),
  });
}
