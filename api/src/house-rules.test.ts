import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/006: hand-written SQL lives in a feature's `*.queries.ts` module (or a data-access module of the
// payments engine); services, routes and handlers call those functions and hold no SQL themselves.
const features = path.join(path.dirname(new URL(import.meta.url).pathname), 'features');
const SQL_CALL = /getConnection\(\)|\.query\s*[<(]|\.execute\s*[<(]/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('house rules', () => {
  it('services, routes and handlers run no SQL of their own', () => {
    const offenders = files(features)
      .filter((file) => /\.(service|routes|handlers)\.ts$/.test(file))
      .filter((file) => SQL_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(features, file));
    expect(offenders).toEqual([]);
  });

  it('the container image runs node with the flags `pnpm start` uses', async () => {
    const root = path.join(features, '..', '..', '..');
    const { SERVER_NODE_FLAGS } = await import(path.join(root, 'scripts', 'server-flags.mjs'));
    const cmd = readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'api/dist/main.js']);
  });
});
