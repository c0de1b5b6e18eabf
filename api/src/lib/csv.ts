import { Readable } from 'node:stream';

/**
 * Where a spreadsheet program could start a cell in a text: at its start, and, for a reader whose regional
 * settings split on another separator (Excel in Uzbek or Russian splits on `;`, and once outside a quoted
 * field it no longer honours quotes), after any `,`, `;` or line break inside it. A formula sign there (=, +,
 * -, @, also behind blanks or quotes) or a tab or CR gets an apostrophe before it, which the programs show as text.
 */
const CELL_START_FORMULA = /(^|[,;\r\n])(?=[ \t\r\n"]*[=+\-@]|[\t\r])/g;

/**
 * One CSV field (RFC 4180), always quoted, so the file's own `,` reader never splits a text. Only text is
 * defused: a number or a date the export itself produced stays as it is, so -5 is still a number.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '""';
  const text =
    typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : value instanceof Date
        ? value.toISOString()
        : String(value).replace(CELL_START_FORMULA, (_, before: string) => `${before}'`);
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * Streams a table page by page, so an export of every row never holds them all in memory. A byte-order mark
 * first lets spreadsheet programs read Uzbek letters as UTF-8.
 */
export function csvStream<T>(
  header: string[],
  pages: (offset: number, limit: number) => Promise<T[]>,
  toRow: (item: T) => unknown[],
  pageSize = 1000,
) {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for (let offset = 0; ; offset += pageSize) {
      const items = await pages(offset, pageSize);
      if (items.length > 0) yield items.map((item) => csvLine(toRow(item))).join('');
      if (items.length < pageSize) return;
    }
  }
  return Readable.from(lines());
}
