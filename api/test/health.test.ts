import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const reply = await app.client().get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await app.client().get('/api/nope');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'not_found' });
    expect(typeof reply.body.message).toBe('string');
  });
});
