import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { StaffResponse } from '../../contracts/responses.ts';
import { AcceptInvitation, OwnHoursInput, StaffInput } from './staff.schema.ts';

/** The team ("Jamoa"): the owner's masters; a master's own record and hours; accepting an invitation. */
export const listTeam = endpoint({ method: 'GET', path: '/api/staff', response: StaffResponse.array(), summary: 'the owner first' });

export const createMaster = endpoint({
  method: 'POST',
  path: '/api/staff',
  body: StaffInput,
  response: StaffResponse,
  status: 201,
  summary: "409 `plan_limit` beyond the plan's masters",
});

export const getOwnMaster = endpoint({
  method: 'GET',
  path: '/api/staff/me',
  response: StaffResponse,
  summary: "the signed-in person as a master: an invited master's own record, or the owner's (the owner is a master too)",
});

export const saveOwnHours = endpoint({
  method: 'PUT',
  path: '/api/staff/me/hours',
  body: OwnHoursInput,
  response: StaffResponse,
  summary: 'the signed-in master\'s (the owner\'s too) own weekly hours ("Ish vaqtim")',
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/staff/invitations/accept',
  body: AcceptInvitation,
  response: StaffResponse,
  summary: 'from then on the account signs in to the master’s own view',
});

export const updateMaster = endpoint({ method: 'PUT', path: '/api/staff/:id', body: StaffInput, response: StaffResponse });

export const deleteMaster = endpoint({
  method: 'DELETE',
  path: '/api/staff/:id',
  response: noContent,
  summary: 'refused (409) while the master has upcoming bookings',
});

export const inviteMaster = endpoint({
  method: 'POST',
  path: '/api/staff/:id/invite',
  response: StaffResponse,
  summary: "an e-mail with a link to the master's own view",
});
