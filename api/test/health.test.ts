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

describe('Google sign-in without credentials', () => {
  it('answers the test call with a clear message and sends the browser to the error page', async () => {
    expect((await app.client().get('/api/auth/google/test?userId=x')).status).toBe(401);
    const client = app.client();
    await client.post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email: 'google@example.uz', password: 'secret123' });
    const test = await client.get('/api/auth/google/test?userId=x');
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ authUrl: null, message: 'Google bilan ulanish bu serverda hali sozlanmagan' });
    const start = await client.get('/api/auth/google');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/google-auth-error');
  });

  it('tells the browser apps the bot username (none configured here)', async () => {
    expect((await app.client().get('/api/config')).body).toEqual({ telegramBotUsername: null });
  });
});
