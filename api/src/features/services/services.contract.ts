import { z } from 'zod';
import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { idField } from '../../contracts/fields.ts';
import { ServiceAvailabilityResponse, ServiceResponse } from '../../contracts/responses.ts';
import { AvailabilityInput, ServiceInput } from './services.schema.ts';

/** The signed-in provider's own services and their weekly hours (another provider's service answers 404). */
const ServiceId = z.object({ id: idField });
const AvailabilityOf = z.object({ serviceId: idField });

export const listServices = endpoint({ method: 'GET', path: '/api/services', response: ServiceResponse.array() });

export const createService = endpoint({
  method: 'POST',
  path: '/api/services',
  body: ServiceInput,
  response: ServiceResponse,
  status: 201,
});

export const updateService = endpoint({
  method: 'PUT',
  path: '/api/services/:id',
  params: ServiceId,
  body: ServiceInput,
  response: ServiceResponse,
});

export const deleteService = endpoint({
  method: 'DELETE',
  path: '/api/services/:id',
  params: ServiceId,
  response: noContent,
  summary: 'refused (409) while the service has upcoming bookings',
});

export const getServiceAvailability = endpoint({
  method: 'GET',
  path: '/api/service-availability/:serviceId',
  params: AvailabilityOf,
  response: ServiceAvailabilityResponse,
});

export const saveServiceAvailability = endpoint({
  method: 'PUT',
  path: '/api/service-availability/:serviceId',
  params: AvailabilityOf,
  body: AvailabilityInput,
  response: ServiceAvailabilityResponse,
});
