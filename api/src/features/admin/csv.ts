import { Readable } from 'node:stream';

/**
 * One CSV field (RFC 4180). A text starting with =, +, - , @, tab or CR would be run as a formula by
 * spreadsheet programs when a client's name is crafted that way, so such text gets a leading apostrophe.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
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
