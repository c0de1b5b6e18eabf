import { z } from 'zod';
import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { dateField } from '../../contracts/fields.ts';
import { DateOverrideResponse, HolidayResponse, TimeOffCreatedResponse, TimeOffResponse } from '../../contracts/responses.ts';
import { DateOverrideInput, HolidayQuery, OverrideScope, TimeOffFilters, TimeOffInput } from './time-off.schema.ts';

/** Days off and date overrides: the owner for the business and any master, a signed-in master for themselves. */
const OverrideDate = z.object({ date: dateField });

export const listHolidays = endpoint({
  method: 'GET',
  path: '/api/time-off/holidays',
  query: HolidayQuery,
  response: HolidayResponse.array(),
  summary: "Uzbekistan's public holidays, offered as one-tap days off",
});

export const listTimeOff = endpoint({ method: 'GET', path: '/api/time-off', query: TimeOffFilters, response: TimeOffResponse.array() });

export const addTimeOff = endpoint({
  method: 'POST',
  path: '/api/time-off',
  body: TimeOffInput,
  response: TimeOffCreatedResponse,
  status: 201,
  summary: 'the bookings inside the days off are answered, none is cancelled by itself',
});

export const removeTimeOff = endpoint({ method: 'DELETE', path: '/api/time-off/:id', response: noContent });

export const listDateOverrides = endpoint({
  method: 'GET',
  path: '/api/date-overrides',
  query: TimeOffFilters,
  response: DateOverrideResponse.array(),
});

export const setDateOverride = endpoint({
  method: 'PUT',
  path: '/api/date-overrides/:date',
  params: OverrideDate,
  body: DateOverrideInput,
  response: DateOverrideResponse,
  summary: 'an empty list closes the date',
});

export const removeDateOverride = endpoint({
  method: 'DELETE',
  path: '/api/date-overrides/:date',
  params: OverrideDate,
  query: OverrideScope,
  response: noContent,
});
