import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWERS, API_REFERENCE, apiRoutes, renderApiReference } from '../src/cli/api-reference.ts';

describe('docs/api.md', () => {
  it('is what the routes and the contracts say today (run `pnpm docs:api` after changing either)', async () => {
    const rendered = await renderApiReference();
    expect(rendered).toContain('| PUT /api/admin/bookings/:id/status | requireOperator | body {status: ');
    expect(readFileSync(API_REFERENCE, 'utf8')).toBe(rendered);
  });

  it('says what every route answers, and names no route that is gone', async () => {
    const routes = await apiRoutes();
    const calls = new Set(routes.filter((route) => !route.contract).map((route) => `${route.method} ${route.path}`));
    expect([...calls].filter((call) => !(call in ANSWERS))).toEqual([]);
    expect(Object.keys(ANSWERS).filter((call) => !calls.has(call))).toEqual([]);
  });
});
