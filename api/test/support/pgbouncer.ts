import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@qabul/db';

/** Where Debian's package puts it (/usr/sbin is not on every user's PATH). */
const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

export function pgbouncerBinary(): string {
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    // Never a silent skip: the scale-out tests need the real pooler (`pnpm test` installs it when run as root).
    throw new Error('PgBouncer is not installed: apt-get install -y pgbouncer');
  }
  return found;
}

/**
 * A real PgBouncer on loopback in front of one PostgreSQL, in transaction mode with few server connections,
 * so consecutive statements of one client really do land on different server connections. Auth is SCRAM
 * against the server's own password. PgBouncer refuses to run as root: as root it runs as the `postgres`
 * system user (the embedded PostgreSQL's), which owns its temporary folder.
 */
export class PgBouncer {
  private process: ChildProcess | null = null;
  private dir = '';
  port = 0;
  /** What PgBouncer printed (stderr): shown when it does not come up. */
  output = '';

  constructor(
    private readonly serverUrl: string,
    private readonly poolSize = 5,
  ) {}

  async start(): Promise<this> {
    const binary = pgbouncerBinary();
    const server = new URL(this.serverUrl);
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'qabul-pgbouncer-'));
    this.port = await freePort();
    const user = decodeURIComponent(server.username);
    const password = decodeURIComponent(server.password);
    await writeFile(path.join(this.dir, 'userlist.txt'), `"${user}" "${password.replaceAll('"', '""')}"\n`, { mode: 0o600 });
    await writeFile(
      path.join(this.dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${server.hostname} port=${server.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.port}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${path.join(this.dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${this.poolSize}`,
        'max_client_conn = 1000',
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
    );
    const runAs = process.getuid?.() === 0 ? systemUser('postgres') : undefined;
    if (runAs) {
      for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) await chown(path.join(this.dir, file), runAs.uid, runAs.gid);
    }
    const child = spawn(binary, [path.join(this.dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'], ...runAs });
    this.process = child;
    process.once('exit', this.backstop);
    // "process up" is logged once the listening socket is open.
    await new Promise<void>((resolve, reject) => {
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => {
        this.output += chunk;
        if (this.output.includes('process up')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`pgbouncer exited (${code}) before it was up:\n${this.output}`)));
      child.once('error', reject);
    });
    return this;
  }

  /** The same database URL, through the pooler. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    process.removeListener('exit', this.backstop);
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }

  private backstop = () => {
    this.process?.kill('SIGKILL');
  };
}

function systemUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
