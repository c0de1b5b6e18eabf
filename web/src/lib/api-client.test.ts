import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractDrift, call, callPage, fillPath } from './api-client.ts';

// The browser's fetch is the network edge: each test answers it as the server would and reads what was asked.
interface Asked {
  url: string;
  method: string;
  body: unknown;
}

function answering(status: number, body?: unknown, headers: Record<string, string> = {}): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const text = body === undefined ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const service = {
  id: 7,
  userId: '5f7c8b9e-1d2a-4c3b-8e9f-0a1b2c3d4e5f',
  name: 'Soch olish',
  description: null,
  price: null,
  priceAmount: 0,
  priceFrom: false,
  reserveFee: 0,
  isPaid: false,
  duration: 30,
  timingInterval: 30,
  breakInterval: 0,
  meetingAddress: null,
  isOnlineMeeting: false,
  onlineMeetingLink: null,
  useGoogleMeet: false,
  allowCancellation: true,
  cancellationHours: 24,
  isActive: true,
  minNoticeMinutes: 0,
  maxAdvanceDays: 60,
  dailyLimit: null,
  bufferBefore: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('call', () => {
  it('fills the path from the contract, each parameter one encoded segment', async () => {
    expect(fillPath('/api/payment/sandbox/:orderId/:action', { orderId: 'a/b c', action: 'pay' })).toBe(
      '/api/payment/sandbox/a%2Fb%20c/pay',
    );
    expect(fillPath('/api/booking-details/:id/calendar.ics', { id: 'x' })).toBe('/api/booking-details/x/calendar.ics');
    expect(() => fillPath('/api/services/:id', {})).toThrow(/id/);
  });

  it('sends the method, the path and the JSON body the route key names, and reads the answer', async () => {
    const asked = answering(200, service);
    const answer = await call('PUT /api/services/:id', {
      params: { id: 7 },
      body: { name: 'Soch olish', description: 'x', price: '1', duration: 30 },
    });
    expect(asked).toEqual([
      { url: '/api/services/7', method: 'PUT', body: { name: 'Soch olish', description: 'x', price: '1', duration: 30 } },
    ]);
    expect(answer.name).toBe('Soch olish');
  });

  it('answers nothing for 204', async () => {
    answering(204);
    await expect(call('DELETE /api/services/:id', { params: { id: 7 } })).resolves.toBeUndefined();
  });

  it("turns the server's error answer into an ApiError with its message, code and fields", async () => {
    answering(400, { message: 'Xizmat nomini kiriting', code: 'validation', errors: { name: 'Xizmat nomini kiriting' } });
    const failed = await call('POST /api/services', { body: { name: '', description: 'x', price: '1', duration: 30 } }).catch(
      (error) => error,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({
      status: 400,
      code: 'validation',
      serverMessage: 'Xizmat nomini kiriting',
      fieldErrors: { name: 'Xizmat nomini kiriting' },
    });
  });

  it('parses the answer with the contract in development and tests: a field gone from the server fails here', async () => {
    const { createdAt: _gone, ...drifted } = service;
    answering(200, [drifted]);
    await expect(call('GET /api/services')).rejects.toBeInstanceOf(ContractDrift);
  });

  it('reads a signed-out 401 as null when asked to', async () => {
    answering(401, { message: 'Tizimga kiring', code: 'unauthorized' });
    await expect(call('GET /api/services', {}, { nullOn401: true })).resolves.toBeNull();
    await expect(call('GET /api/services')).rejects.toMatchObject({ status: 401 });
  });

  it('reads a paged list with its total, leaving out empty query values', async () => {
    const asked = answering(200, [], { 'X-Total-Count': '42' });
    await expect(callPage('GET /api/clients', { query: { search: '', limit: 20, offset: 40 } })).resolves.toEqual({ items: [], total: 42 });
    expect(asked[0]?.url).toBe('/api/clients?limit=20&offset=40');
  });
});
