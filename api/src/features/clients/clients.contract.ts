import { endpoint } from '../../contracts/endpoint.ts';
import { ClientDetailsResponse, ClientResponse } from '../../contracts/responses.ts';
import { ClientFilters, ClientNote } from './clients.schema.ts';

/** The "Mijozlar" page (ADR 017): the provider's own clients; another provider's client answers 404, as does any id not a UUID. */
export const listClients = endpoint({
  method: 'GET',
  path: '/api/clients',
  query: ClientFilters,
  response: ClientResponse.array(),
  paged: true,
});

export const getClient = endpoint({ method: 'GET', path: '/api/clients/:id', response: ClientDetailsResponse });

export const saveClientNote = endpoint({
  method: 'PUT',
  path: '/api/clients/:id',
  body: ClientNote,
  response: ClientDetailsResponse,
});
