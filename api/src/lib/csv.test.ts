import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../test/support/csv-read.ts';
import { csvField, csvLine } from './csv.ts';

const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', "'", 'a', ' ', '|') }),
);
const cell = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.date({ noInvalidDate: true }),
  fc.constant(null),
);

/** What a reader should see in the cell: text as written (a formula start defused), numbers and dates as produced. */
function expected(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return String(value).replace(/(^|[,;\r\n])(?=[ \t\r\n"]*[=+\-@]|[\t\r])/g, (_, before: string) => `${before}'`);
}

describe('the CSV writer', () => {
  it('reads back cell for cell under `,`; no reader, `,` or `;`, finds a text cell opening with a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map(csvLine).join('');
        expect(readCsv(text, ',')).toEqual(rows.map((row) => row.map(expected)));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const csv = rows.map(csvLine).join('');
        // Leading blanks and quotes may be the reader's own row ends or quoting; a formula sign behind them still counts.
        for (const separator of [',', ';'] as const)
          for (const line of readCsv(csv, separator)) for (const value of line) expect(value).not.toMatch(/^[\t\r\n "]*[=+\-@]/);
      }),
      { numRuns: 1000 },
    );
  });

  it('quotes every cell and leaves numbers and dates unprefixed', () => {
    expect(csvLine(['Vali;=cmd|x', -5, 1.5, new Date('2026-01-02T03:04:05Z'), '-5', null])).toBe(
      `"Vali;'=cmd|x","-5","1.5","2026-01-02T03:04:05.000Z","'-5",""\r\n`,
    );
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });
});
