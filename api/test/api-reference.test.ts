import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE, renderApiReference } from '../src/cli/api-reference.ts';

describe('docs/api.md', () => {
  it('is what the route table and the contracts say today (run `pnpm docs:api` after changing either)', () => {
    const rendered = renderApiReference();
    expect(rendered).toContain('| PUT /api/admin/bookings/:id/status | requireOperator | body {status: ');
    expect(rendered).toContain('| POST /api/telegram/bookings/:id/reschedule | requireTelegram | body {newDate: string');
    expect(readFileSync(API_REFERENCE, 'utf8')).toBe(rendered);
  });
});
