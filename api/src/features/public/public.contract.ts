import { endpoint } from '../../contracts/endpoint.ts';
import { PublicProviderResponse, PublicServiceResponse } from '../../contracts/responses.ts';

/** A provider's public booking page, by id or username. */
export const getPublicProvider = endpoint({
  method: 'GET',
  path: '/api/public/user/:identifier',
  response: PublicProviderResponse,
  summary: '404: no such provider',
});

export const listPublicServices = endpoint({
  method: 'GET',
  path: '/api/public/services/:identifier',
  response: PublicServiceResponse.array(),
  summary: 'the active services with the masters who do each',
});
