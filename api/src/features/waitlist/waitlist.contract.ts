import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { WaitlistJoinResponse } from '../../contracts/responses.ts';
import { JoinWaitlist, LeaveWaitlist } from './waitlist.schema.ts';

/** "Navbatga yozilish": a client joins a full day's waitlist and may leave it with their token. */
export const joinWaitlist = endpoint({
  method: 'POST',
  path: '/api/public/waitlist',
  body: JoinWaitlist,
  response: WaitlistJoinResponse,
  status: 201,
  summary: "from the Mini App the offer goes to the person's own chat",
});

export const leaveWaitlist = endpoint({ method: 'DELETE', path: '/api/public/waitlist/:id', query: LeaveWaitlist, response: noContent });
