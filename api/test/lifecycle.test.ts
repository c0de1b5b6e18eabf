import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@qabul/db/testing';
import { freePort } from '@qabul/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The real process, started the way operators start it, stopped the way process managers stop it.
const root = path.resolve(import.meta.dirname, '../..');
let database: { url: string; drop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-life-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function launch(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn', REMINDERS_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as string | null }));
  return { child, exited, output: () => output };
}

async function untilHealthy(port: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error('the app exited before it became healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A request the server has begun (it answered `100 Continue` to the headers) and whose body is half sent: in
 * flight until `finish()`.
 */
function inFlightLogin(port: number) {
  const body = JSON.stringify({ username: 'nobody@example.uz', password: 'wrong-password' });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/login',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: `http://127.0.0.1:${port}`,
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    started.push(
      new Promise((resolve) =>
        req.once('continue', () => {
          req.write(body.slice(0, 10));
          resolve(undefined);
        }),
      ),
    );
    req.flushHeaders();
    finishers.push(() => req.end(body.slice(10)));
  });
  return answered;
}
let started: Promise<unknown>[] = [];
let finishers: (() => void)[] = [];

describe('graceful shutdown', () => {
  it('on SIGTERM answers every request in flight, then exits 0', async () => {
    const port = await freePort();
    const app = launch(['--import', 'tsx', 'api/src/main.ts'], {
      DATABASE_URL: database.url,
      PORT: String(port),
      RATE_LIMIT_DISABLED: '1',
    });
    await untilHealthy(port, app.exited);
    started = [];
    finishers = [];
    const replies = Array.from({ length: 12 }, () => inFlightLogin(port));
    await Promise.all(started);
    app.child.kill('SIGTERM');
    for (const finish of finishers) finish();
    const answers = await Promise.all(replies);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    expect(JSON.parse(answers[0]!.body).code).toBe('unauthorized');
    expect(await app.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('stopping the `pnpm start` launcher stops the app too', async () => {
    const port = await freePort();
    const launcher = launch(['scripts/start.mjs'], { DATABASE_URL: database.url, PORT: String(port) });
    await untilHealthy(port, launcher.exited);
    launcher.child.kill('SIGTERM');
    expect((await launcher.exited).code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});

describe('start-up errors say what to do', () => {
  const refused = async (env: Record<string, string>) => {
    const app = launch(['--import', 'tsx', 'api/src/main.ts'], { DATABASE_URL: database.url, PORT: '0', ...env });
    const { code } = await app.exited;
    return { code, output: app.output() };
  };
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

  it('production with a stand-in Google (GOOGLE_ROOT_URL) refuses to start', async () => {
    const { code, output } = await refused({
      ...production,
      PUBLIC_URL: 'https://qabul.example.uz',
      TRUST_PROXY: '1',
      GOOGLE_ROOT_URL: 'http://127.0.0.1:9',
    });
    expect(code).toBe(1);
    expect(output).toContain('GOOGLE_ROOT_URL');
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('production without PUBLIC_URL refuses to start, in one line without a stack trace', async () => {
    const { code, output } = await refused(production);
    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_URL');
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('production without TRUST_PROXY names the setting instead of failing every login later', async () => {
    const { code, output } = await refused({ ...production, PUBLIC_URL: 'https://qabul.example.uz' });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('a malformed setting is named', async () => {
    const { code, output } = await refused({ TRUST_PROXY: 'sometimes' });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
