import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unreadKeys } from '../../../../i18n/src/testing/catalogue-usage.ts';
import { describe, expect, it } from 'vitest';
import { miniTextUz } from '../../../../miniapp/src/config/messages/index.ts';
import { catalogueSource } from '../../lib/i18n/localized.ts';
import * as messages from '../messages.ts';

// No unused keys: every text of the web app's and the Mini App's catalogues is read by some component, so none
// is translated three times for nobody. (The server's and the bot's: api/test/languages/catalogue-usage.test.ts.)
const root = path.join(import.meta.dirname, '..', '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/config\/messages(\/|\.ts$)/.test(path.relative(root, file)))
    .map((file) => readFileSync(file, 'utf8'));
}

const readers = ['web/src', 'miniapp/src'].flatMap(sources);

describe('the web and Mini App catalogues', () => {
  it('have no key that no component reads', () => {
    const catalogues = Object.values(messages).flatMap((value) => {
      const source = typeof value === 'object' && value !== null ? catalogueSource(value) : undefined;
      return source ? [source] : [];
    });
    expect(catalogues.length).toBeGreaterThan(30);
    const unread = [...catalogues, { name: 'miniText', uz: miniTextUz }].flatMap(({ name, uz }) =>
      unreadKeys(uz, readers).map((key) => `${name}.${key}`),
    );
    expect(unread).toEqual([]);
  });
});
