import { endpoint } from '../../contracts/endpoint.ts';
import { BusinessCardResponse, PublicBusinessResponse, PublicProviderResponse, PublicServiceResponse } from '../../contracts/responses.ts';
import { BusinessSearchQuery } from './public.schema.ts';

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

/** The business alone (the Mini App's header, a directory card): the provider read's `business`. */
export const getPublicBusiness = endpoint({
  method: 'GET',
  path: '/api/public/business/:identifier',
  response: PublicBusinessResponse,
  summary: '404: no such provider',
});

/** Public businesses by name or category (the Mini App's home, the bot's inline search); without either, the most booked. */
export const searchPublicBusinesses = endpoint({
  method: 'GET',
  path: '/api/public/businesses',
  query: BusinessSearchQuery,
  response: BusinessCardResponse.array(),
});
