import { uzbekProductWords } from '@qabul/i18n/testing/latin-words';
import { catalogueSource } from '../../../web/src/lib/i18n/localized.ts';

/**
 * Every catalogue of every surface, found by its file rather than listed (a new catalogue file is read by itself):
 * the server's and the bot's (`messages.uz.ts` beside `messages.ru.ts` and `messages.uz-cyrl.ts`, the plans' words,
 * the money and zone words of `@qabul/i18n`), the web app's (`config/messages/*.ts` beside `ru/` and `uz-Cyrl/`)
 * and the Mini App's. From them, the product's own Uzbek (Latin) words: what a Russian or Cyrillic reader must never
 * meet (@qabul/i18n/testing/latin-words).
 */
type Modules = Record<string, Record<string, unknown>>;

const server = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/**/{messages,words,plan-texts,review-question.messages,payment-check.messages}{,.uz,.ru,.uz-cyrl}.ts',
    '../../../bot/src/messages{,.uz,.ru,.uz-cyrl}.ts',
    '../../../i18n/src/*.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
) as Modules;
const webUz = import.meta.glob<Record<string, unknown>>(['../../../web/src/config/messages/*.ts', '!**/*.test.ts'], {
  eager: true,
}) as Modules;
const webTranslated = import.meta.glob<Record<string, unknown>>(['../../../web/src/config/messages/{ru,uz-Cyrl}/*.ts', '!**/*.test.ts'], {
  eager: true,
}) as Modules;
const miniUz = import.meta.glob<Record<string, unknown>>('../../../miniapp/src/config/messages/index.ts', { eager: true }) as Modules;
const miniTranslated = import.meta.glob<Record<string, unknown>>('../../../miniapp/src/config/messages/{ru,uz-Cyrl}.ts', {
  eager: true,
}) as Modules;

const uz: unknown[] = [];
const translations: unknown[] = [];

/** A value holding all three languages at some depth ({ uz, ru, 'uz-Cyrl' }, or Payme's { uz, ru, en }) is split there. */
function split(value: unknown, fallback: 'uz' | 'translation' | null): void {
  if (typeof value === 'function' || value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const node = value as Record<string, unknown>;
    if ('uz' in node && 'ru' in node) {
      uz.push(node.uz);
      for (const [key, other] of Object.entries(node)) if (key !== 'uz') translations.push(other);
      return;
    }
    for (const child of Object.values(node)) split(child, fallback);
    return;
  }
  if (fallback === 'uz') uz.push(value);
  else if (fallback === 'translation') translations.push(value);
}

for (const [file, module] of Object.entries(server)) {
  const language = /\.uz\.ts$/.test(file) ? 'uz' : /\.(ru|uz-cyrl)\.ts$/.test(file) ? 'translation' : null;
  for (const value of Object.values(module)) split(value, language);
}
for (const module of [...Object.values(webUz), ...Object.values(miniUz)])
  for (const value of Object.values(module)) {
    const source = value && typeof value === 'object' ? catalogueSource(value) : undefined;
    if (source) uz.push(source.uz);
  }
for (const module of [...Object.values(webTranslated), ...Object.values(miniTranslated)])
  for (const value of Object.values(module)) split(value, 'translation');

/** The product's own Uzbek (Latin) words, from every catalogue of every surface. */
export const UZBEK_PRODUCT_WORDS: ReadonlySet<string> = uzbekProductWords({ uz, translations });

/** How many catalogue files were read, for a test that the search found them. */
export const CATALOGUE_FILES = {
  server: Object.keys(server).length,
  web: Object.keys(webUz).length + Object.keys(webTranslated).length,
  miniapp: Object.keys(miniUz).length + Object.keys(miniTranslated).length,
};

/** The catalogues' texts as read: every Uzbek one and every translation. */
export const CATALOGUES = { uz, translations };
