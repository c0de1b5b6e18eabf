import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQabul } from '../src/server.ts';
import { HttpClient } from './support/http-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `pnpm admin:create <username> <email>` as an operator runs it: the root package's script, in its own process. */
async function adminCreate(args: string[], env: Record<string, string>) {
  const scripts = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const [command, ...scriptArgs] = scripts['admin:create']!.split(' ');
  expect(command).toBe('node');
  return run(process.execPath, [...scriptArgs, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    timeout: 60_000,
  });
}

describe('pnpm admin:create on DATABASE_URL', () => {
  let app: TestApp & { databaseUrl: string };
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates an admin-panel account that signs in, and run again resets its password', async () => {
    const created = await adminCreate(['boshliq', 'Boshliq@Qabul.test'], {
      DATABASE_URL: app.databaseUrl,
      ADMIN_PASSWORD: 'birinchi-parol',
    });
    expect(created.stdout).toContain('Created admin-panel account "boshliq" <boshliq@qabul.test>');
    const client = app.client();
    const signedIn = await client.post('/api/admin/login', { username: 'boshliq', password: 'birinchi-parol' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ username: 'boshliq', email: 'boshliq@qabul.test', role: 'admin' });

    const reset = await adminCreate(['boshliq', 'boshliq@qabul.test'], { DATABASE_URL: app.databaseUrl, ADMIN_PASSWORD: 'ikkinchi-parol' });
    expect(reset.stdout).toContain('Updated');
    expect((await app.client().post('/api/admin/login', { username: 'boshliq', password: 'birinchi-parol' })).status).toBe(401);
    expect((await app.client().post('/api/admin/login', { username: 'boshliq', password: 'ikkinchi-parol' })).status).toBe(200);
  });

  it('refuses bad arguments and a short password without touching the database', async () => {
    await expect(
      adminCreate(['x', 'not-an-email'], { DATABASE_URL: app.databaseUrl, ADMIN_PASSWORD: 'birinchi-parol' }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: pnpm admin:create <username> <email>'),
    });
    await expect(
      adminCreate(['qisqa', 'qisqa@qabul.test'], { DATABASE_URL: app.databaseUrl, ADMIN_PASSWORD: 'short' }),
    ).rejects.toMatchObject({
      code: 2,
    });
    expect((await app.client().post('/api/admin/login', { username: 'qisqa', password: 'short' })).status).toBe(401);
  });
});

describe('pnpm admin:create on the embedded database of a running app', () => {
  let dataDir: string;
  let running: Awaited<ReturnType<typeof startQabul>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-embedded-'));
    running = await startQabul({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      REMINDERS_DISABLED: '1',
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the demo seed made the admin-panel account and the platform admin user', async () => {
    const panel = new HttpClient(running.url);
    expect((await panel.post('/api/admin/login', { username: 'admin', password: 'admin12345' })).status).toBe(200);
    expect((await panel.get('/api/admin/stats')).status).toBe(200);
    const platform = new HttpClient(running.url);
    const signedIn = await platform.post('/api/login', { username: 'admin@qabul.uz', password: 'admin12345' });
    expect(signedIn.body).toMatchObject({ role: 'platform_admin', requiresSubscriptionSelection: false });
    expect((await platform.get('/api/platform-admin/stats')).status).toBe(200);
  });

  it('adds an account to the database the running app serves from DATA_DIR', async () => {
    const created = await adminCreate(['navbatchi', 'navbatchi@qabul.test'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'navbatchi-parol' });
    expect(created.stdout).toContain('Created');
    const client = new HttpClient(running.url);
    expect((await client.post('/api/admin/login', { username: 'navbatchi@qabul.test', password: 'navbatchi-parol' })).status).toBe(200);
  }, 60_000);
});
