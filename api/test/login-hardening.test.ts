import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const register = (email: string) =>
  app.client().post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' });

describe('e-mail lookups are exact', () => {
  it('treats _ and % as letters: no sign-in as a look-alike, no refusal of a look-alike registration', async () => {
    expect((await register('lock.x@example.uz')).status).toBe(201);
    const lookAlike = await app.client().post('/api/login', { username: 'lo_k.x@example.uz', password: 'secret123' });
    expect(lookAlike.status).toBe(401);
    expect((await app.client().post('/api/login', { username: 'lock.%@example.uz', password: 'secret123' })).status).not.toBe(200);
    // Case and spaces do not matter; patterns do not exist.
    expect((await app.client().post('/api/login', { username: ' LOCK.X@Example.uz ', password: 'secret123' })).status).toBe(200);
    expect((await register('lo_k.x@example.uz')).status).toBe(201);
    expect((await register('LOCK.X@example.uz')).status).toBe(409);
  });

  it('lets a profile take an e-mail that merely matches another as a pattern', async () => {
    await register('pat.one@example.uz');
    const client = app.client();
    await client.post('/api/register', {
      firstName: 'Nodira',
      lastName: 'Sobirova',
      email: 'someone.else@example.uz',
      password: 'secret123',
    });
    const profile = (await client.get('/api/user')).body;
    const changed = await client.put('/api/user/profile', {
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
      email: 'pat_one@example.uz',
      timezone: profile.timezone,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });
});

describe('lock-out is not a weapon', () => {
  it("ten wrong passwords lock out the guesser's address, not the owner", async () => {
    await register('owner.x@example.uz');
    const owner = app.client();
    expect((await owner.post('/api/login', { username: 'owner.x@example.uz', password: 'secret123' })).status).toBe(200);
    await owner.post('/api/logout');

    const attacker = app.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Case variants are the same account: no fresh budget for each spelling.
      const spelling = attempt % 2 ? 'OWNER.X@example.uz' : 'owner.x@example.uz';
      statuses.push((await attacker.post('/api/login', { username: spelling, password: `wrong-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await attacker.post('/api/login', { username: 'owner.x@example.uz', password: 'secret123' })).status).toBe(429);

    // The owner, from their own address, signs in at once.
    expect((await owner.post('/api/login', { username: 'owner.x@example.uz', password: 'secret123' })).status).toBe(200);
  });
});
