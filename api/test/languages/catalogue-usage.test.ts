import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { botTexts } from '@qabul/bot';
import { unreadKeys } from '@qabul/i18n/testing';
import { describe, expect, it } from 'vitest';
import { API_CATALOGUES } from '../../src/api-catalogues.ts';
import { planTextCatalogues } from '../../src/features/subscriptions/index.ts';
import { noticeTexts } from '../../src/features/notifications/messages.ts';

// No unused keys: every text of the server's and the bot's catalogues is read somewhere, so none is translated
// three times for nobody. (The web's and the Mini App's catalogues: web/src/config/messages/catalogue-usage.test.ts.)
const root = path.join(import.meta.dirname, '..', '..', '..');
/** Catalogue modules (the texts themselves) are not readers of their own keys. */
const CATALOGUE_FILE = /(^|[/.-])(messages|words|texts?|plan-texts|payment-check\.messages)[./-]|config\/messages\//;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !CATALOGUE_FILE.test(path.relative(root, file)))
    .map((file) => readFileSync(file, 'utf8'));
}

const readers = ['api/src', 'bot/src', 'web/src', 'miniapp/src'].flatMap(sources);

describe('the server and bot catalogues', () => {
  it('have no key that no code reads', () => {
    // The plans' words are matched by their text (the seeded plans store them), never read by key.
    const byKey = API_CATALOGUES.filter((catalogues) => catalogues !== planTextCatalogues);
    const unread = [...byKey, botTexts, noticeTexts].flatMap((catalogues) => unreadKeys(catalogues.uz, readers));
    expect(unread).toEqual([]);
  });

  it('finds a key nobody reads (the check itself can fail)', () => {
    expect(unreadKeys({ qxArea: { slotTaken: 'x', neverReadAnywhereQx: 'y' } }, readers)).toEqual(['qxArea.neverReadAnywhereQx']);
  });
});
