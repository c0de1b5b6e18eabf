import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/006: hand-written SQL lives in `*.queries.ts` modules; every other file under api/src calls those
// functions and holds neither SQL text nor a call that runs SQL.
const src = path.dirname(new URL(import.meta.url).pathname);
/** A call that runs SQL: the ORM's raw connection, node-postgres' `query`, knex's `execute`, or `sqlIn`. */
const SQL_CALL = /getConnection\(\)|\.query\s*[<(]|\.execute\s*[<(]|\bsqlIn\s*[<(]/;
/** A statement written out: a string or template that starts like one. */
const SQL_TEXT = /[`'"]\s*(select|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as|(?:listen|notify)\s+\w+)\b/i;

/** Calls that look like SQL but are not: Google Calendar's free/busy request. */
const NOT_SQL = /\bfreebusy\.query\(/g;

/** Files that may run SQL although they are not `*.queries.ts` modules, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'lib/sql.ts': 'sqlIn itself: runs the statement a *.queries.ts function hands it, in the caller’s ORM transaction',
  'lib/transaction.ts': 'begin/commit/rollback around work whose statements live in *.queries.ts modules',
  'house-rules.test.ts': 'this test names the patterns it looks for',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every file under api/src that holds SQL outside a `*.queries.ts` module and is no listed exception. */
function sqlOutsideQueryModules(): string[] {
  return files(src)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.queries.ts'))
    .map((file) => path.relative(src, file))
    .filter((file) => !(file in EXCEPTIONS))
    .filter((file) => {
      const text = readFileSync(path.join(src, file), 'utf8').replace(NOT_SQL, '');
      return SQL_CALL.test(text) || SQL_TEXT.test(text);
    })
    .sort();
}

const isPayments = (file: string) => file.startsWith('features/payments/');

describe('house rules', () => {
  it('SQL lives only in *.queries.ts modules, in every file outside the payments engine', () => {
    expect(sqlOutsideQueryModules().filter((file) => !isPayments(file))).toEqual([]);
  });

  it('SQL lives only in *.queries.ts modules in the payments engine too', () => {
    expect(sqlOutsideQueryModules().filter(isPayments)).toEqual([]);
  });

  it('a person’s display name is worked out only by displayName / displayNameSql, on every surface', () => {
    const root = path.join(src, '..', '..');
    const owners = ['api/src/contracts/display-name.ts', 'api/src/lib/display-name.queries.ts'];
    // Joining first and last name, or falling back from a name to the username, is the rule itself.
    const ownRule = [
      /\[\s*[\w.?]*(firstName|first_name)\s*,\s*[\w.?]*(lastName|last_name)\s*\]/,
      /concat_ws\(\s*' '\s*,\s*\w+\.first_name/,
      /(\|\||\?\?)\s*(String\()?[\w.?]*[uU]sername\b(?!\s*[=!]=|\??\.)/,
    ];
    const offenders = ['api/src', 'bot/src', 'web/src', 'miniapp/src']
      .flatMap((dir) => files(path.join(root, dir)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.relative(root, file))
      .filter((file) => !owners.includes(file))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return ownRule.some((pattern) => pattern.test(text));
      })
      .sort();
    expect(offenders).toEqual([]);
  });

  it('the booking statuses are listed once (BOOKING_STATUSES), and every surface derives from that list', () => {
    const root = path.join(src, '..', '..');
    const exceptions: Record<string, string> = {
      'api/src/contracts/limits.ts': 'the list itself',
      'db/src/entities/booking.ts': 'db sits below the contracts; api/test/booking-statuses.test.ts keeps it equal to the list',
      'api/src/features/payments/click/click.queries.ts': 'Click transaction states, not booking statuses',
      'db/src/entities/payments.ts': 'Click transaction states, not booking statuses',
      'api/src/contracts/words.uz.ts': 'the labels of the catalogue, typed by the list',
    };
    const status = /'(pending|confirmed|cancelled)'|\b(pending|confirmed|cancelled)\s*:/g;
    // Two or more statuses named on one line, one of them `confirmed` (the word only bookings use), is a copy of the list.
    // A map typed by the list (`satisfies Record<BookingStatus, …>`) is derived from it; a ternary is no list.
    const spellsList = (line: string) => {
      if (/BookingStatus|satisfies Record</.test(line)) return false;
      const named = new Set([...line.replace(/\?\s*'\w+'\s*:\s*'\w+'/g, '').matchAll(status)].map((match) => match[1] ?? match[2]));
      return named.has('confirmed') && named.size >= 2;
    };
    const offenders = ['api/src', 'bot/src', 'web/src', 'miniapp/src', 'db/src/entities']
      .flatMap((dir) => files(path.join(root, dir)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.relative(root, file))
      .filter((file) => !(file in exceptions))
      .filter((file) => readFileSync(path.join(root, file), 'utf8').split('\n').some(spellsList))
      .sort();
    expect(offenders).toEqual([]);
  });

  it('every contract a schema module exports is used somewhere (dead contracts drift silently)', () => {
    const root = path.join(src, '..', '..');
    const sources = ['api/src', 'api/test', 'web/src', 'miniapp/src', 'bot/src', 'i18n/src', 'e2e', 'scripts']
      .flatMap((dir) => files(path.join(root, dir)))
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('node_modules'));
    const text = new Map(sources.map((file) => [file, readFileSync(file, 'utf8')]));
    const unused = sources
      .filter((file) => /\.schema\.ts$/.test(file))
      .flatMap((file) => [...(text.get(file) ?? '').matchAll(/^export const (\w+)/gm)].map((match) => ({ file, name: match[1] as string })))
      .filter(({ file, name }) => {
        const uses = new RegExp(`\\b${name}\\b`, 'g');
        const elsewhere = [...text].some(([other, body]) => other !== file && uses.test(body));
        const inOwnFile = ((text.get(file) ?? '').match(uses) ?? []).length > 1;
        return !elsewhere && !inOwnFile;
      })
      .map(({ file, name }) => `${path.relative(root, file)}: ${name}`);
    expect(unused).toEqual([]);
  });

  it('the container image runs node with the flags `pnpm start` uses', async () => {
    const root = path.join(src, '..', '..');
    const { SERVER_NODE_FLAGS } = await import(path.join(root, 'scripts', 'server-flags.mjs'));
    const cmd = readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'api/dist/main.js']);
  });
});
