import { endpoint } from '../../contracts/endpoint.ts';
import { SlotResponse } from '../../contracts/responses.ts';
import { SlotQuery } from './slots.schema.ts';

/**
 * The most requested call. With `serviceId`: that service's starts for anyone (public, cached, mounted ahead of sessions);
 * without: the signed-in provider's day grid (a master's own; the owner's whole business, or one master's with `staffId`).
 */
export const listTimeSlots = endpoint({
  method: 'GET',
  path: '/api/time-slots',
  query: SlotQuery,
  response: SlotResponse.array(),
  summary: 'public with `serviceId`; without it the signed-in provider’s grid (401 to a visitor)',
});
