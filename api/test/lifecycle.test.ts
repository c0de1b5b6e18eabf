import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
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

/** The API from source on `port`, against the test database. */
function launchApi(port: number, env: Record<string, string>) {
  return launch(['--import', 'tsx', 'api/src/main.ts'], { DATABASE_URL: database.url, PORT: String(port), ...env });
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
/** One request on a new connection: what came back, or how it failed after the connection was accepted. */
interface ConnectionResult {
  /** `unsent`: the connection failed before the request could be written (not accepted: nothing to answer). */
  outcome: 'answered' | 'refused' | 'unsent' | 'failed';
  connected: boolean;
  status?: number;
  head?: string;
  body?: string;
  error?: string;
}

function oneConnection(port: number, path: string): Promise<ConnectionResult> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let sent = false;
    let connected = false;
    let received = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      connected = true;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      sent = true;
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      // One small JSON answer with a Content-Length: complete once the body is all there.
      const [head, body = ''] = received.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
      if (received.includes('\r\n\r\n') && body.length >= length) {
        socket.destroy();
        resolve({ outcome: 'answered', connected, status: Number(head?.split(' ')[1]), head, body });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent) resolve({ outcome: error.code === 'ECONNREFUSED' ? 'refused' : 'unsent', connected });
      else resolve({ outcome: 'failed', connected, error: `${error.code ?? error.message} after ${received.length} bytes` });
    });
    socket.on('close', () =>
      resolve({ outcome: sent ? 'failed' : 'unsent', connected, error: `closed after ${received.length} bytes: ${received.slice(0, 80)}` }),
    );
  });
}

/**
 * Workers opening connections one after another (one request each) until the server refuses one, bounded in
 * count and time: a stream of new connections, not a fixed set.
 */
function connectionStream(
  ask: (path: string) => Promise<ConnectionResult>,
  { workers, maxConnections, maxMs }: { workers: number; maxConnections: number; maxMs: number },
) {
  let opened = 0;
  let answered = 0;
  let signalled = false;
  let answeredAfterSignal = 0;
  let closedWhileDraining = false;
  let refused = false;
  const failures: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const until = Date.now() + maxMs;
  const worker = async () => {
    while (!refused && opened < maxConnections && Date.now() < until) {
      opened += 1;
      const result = await ask('/api/health/live');
      if (result.outcome === 'refused') refused = true;
      else if (result.outcome === 'failed') failures.push(result.error ?? 'failed');
      else {
        answered += 1;
        if (signalled) answeredAfterSignal += 1;
        if (/^connection: close$/im.test(result.head ?? '')) closedWhileDraining = true;
        for (const waiter of waiters.filter((w) => answered >= w.count)) waiter.resolve();
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker)).then(() => ({
    failures,
    answeredAfterSignal,
    closedWhileDraining,
    refused,
  }));
  return {
    done,
    /** Resolves once `count` connections were answered; from then on answers count as after the signal. */
    answered: (count: number) =>
      new Promise<void>((resolve) => waiters.push({ count, resolve })).then(() => {
        signalled = true;
      }),
  };
}

let started: Promise<unknown>[] = [];
let finishers: (() => void)[] = [];

describe('graceful shutdown', () => {
  it('on SIGTERM answers every request in flight, then exits 0', async () => {
    const port = await freePort();
    const app = launchApi(port, { RATE_LIMIT_DISABLED: '1' });
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

  it('on SIGTERM under a stream of new connections: readiness 503 at once, every accepted request answered, exit 0', async () => {
    const port = await freePort();
    const app = launchApi(port, { HOST: '127.0.0.1', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' });
    const client = { connected: 0, answered: 0 };
    const ask = async (path: string) => {
      const result = await oneConnection(port, path);
      if (result.connected && result.outcome !== 'unsent') client.connected += 1;
      if (result.outcome === 'answered') client.answered += 1;
      return result;
    };
    let gone = false;
    app.exited.then(() => (gone = true));
    while ((await ask('/api/health')).status !== 200) {
      if (gone) throw new Error(`the app exited before it became healthy: ${app.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stream = connectionStream(ask, { workers: 6, maxConnections: 20_000, maxMs: 30_000 });
    await stream.answered(100);
    app.child.kill('SIGTERM');
    // Readiness says no at once, while the listener still accepts (the stream goes on meanwhile).
    let readiness = await ask('/api/health/ready');
    for (let tries = 0; readiness.status === 200 && tries < 200; tries += 1) readiness = await ask('/api/health/ready');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body ?? '{}').code).toBe('shutting_down');
    const outcome = await stream.done;
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(outcome.answeredAfterSignal).toBeGreaterThan(0);
    expect(outcome.closedWhileDraining).toBe(true);
    expect(outcome.refused).toBe(true);
    // Every connection the app accepted was answered, none was cut; what the client saw agrees.
    const line = app
      .output()
      .split('\n')
      .find((text) => text.includes('"accepted"'));
    const server = JSON.parse(line ?? '{}') as { accepted?: number; answered?: number; cut?: number };
    expect(server).toMatchObject({ accepted: client.answered, answered: client.answered, cut: 0 });
    // Only a connection the kernel completed in the instant the listener closed, which the app never accepted,
    // may be reset (no server can answer those): never more than the connections opened at that instant.
    expect(outcome.failures.length).toBe(client.connected - client.answered);
    expect(outcome.failures.length).toBeLessThanOrEqual(6);
    for (const failure of outcome.failures) expect(failure).toBe('ECONNRESET after 0 bytes');
  }, 90_000);

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
