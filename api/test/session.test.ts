import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/session', () => {
  it('answers a visitor with 200 and no user, while GET /api/user keeps its 401', async () => {
    const visitor = app.client();
    const session = await visitor.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('names the signed-in provider exactly as GET /api/user does', async () => {
    const { client, email } = await providerWithService(app);
    const session = await client.get('/api/session');
    const user = await client.get('/api/user');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(session.body.user).toEqual(user.body);
    expect(JSON.stringify(session.body)).not.toMatch(/password|refreshToken/i);
  });
});
