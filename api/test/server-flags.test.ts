import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs module of the repository's scripts, without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

// pnpm start, the container image and the benchmark's servers all run node with these flags.
describe('how production runs node', () => {
  it('keeps what each request allocates in the young generation: no allocation-site pretenuring', () => {
    // With pretenuring, one burst of long requests can make V8 allocate every later request's headers, request
    // and response objects in the old generation: slot listing fell to 0.41x of bare Koa, p99 8 ms vs 2 ms.
    expect(SERVER_NODE_FLAGS).toContain('--no-allocation-site-pretenuring');
  });

  it('are all known to this node, so the server starts with them', () => {
    const run = spawnSync(process.execPath, [...(SERVER_NODE_FLAGS as string[]), '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
