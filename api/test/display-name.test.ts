import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName, fullName } from '../src/contracts/display-name.ts';
import { displayNameSql } from '../src/lib/display-name.queries.ts';
import { sqlOf } from './support/admin-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const namePart = fc.option(fc.stringMatching(/^[ A-Za-z'ʻ-]{0,12}$/), { nil: null });
const person = fc.record({ firstName: namePart, lastName: namePart, username: fc.stringMatching(/^[a-z0-9_]{3,12}$/) });

describe('a person’s display name', () => {
  it('is the full name, blanks left out, or the username when there is no name', () => {
    expect(displayName({ firstName: 'Aziz', lastName: 'Karimov', username: 'aziz' })).toBe('Aziz Karimov');
    expect(displayName({ firstName: null, lastName: 'Karimov', username: 'aziz' })).toBe('Karimov');
    expect(displayName({ firstName: ' Aziz ', lastName: '  ', username: 'aziz' })).toBe('Aziz');
    expect(displayName({ firstName: '', lastName: null, username: 'aziz' })).toBe('aziz');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });

  it('never is blank and always contains the name parts a person gave', () => {
    fc.assert(
      fc.property(person, (p) => {
        const shown = displayName(p);
        expect(shown.trim()).toBe(shown);
        expect(shown.length).toBeGreaterThan(0);
        for (const part of [p.firstName, p.lastName]) if (part?.trim()) expect(shown).toContain(part.trim());
        if (!p.firstName?.trim() && !p.lastName?.trim()) expect(shown).toBe(p.username);
      }),
    );
  });

  it('reads the same from SQL as from TypeScript', async () => {
    const people = fc.sample(person, { numRuns: 300, seed: 19 });
    const rows = await sqlOf(app)<{ i: number; name: string }>(
      `select p.i, ${displayNameSql('p')} as name
         from jsonb_to_recordset(?::jsonb) as p(i int, first_name text, last_name text, username text) order by p.i`,
      [JSON.stringify(people.map((p, i) => ({ i, first_name: p.firstName, last_name: p.lastName, username: p.username })))],
    );
    expect(rows.map((row) => row.name)).toEqual(people.map(displayName));
  });
});
