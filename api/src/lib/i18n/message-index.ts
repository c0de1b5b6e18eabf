/**
 * The API's messages in the reader's language, translated where they leave (the error boundary) rather than at
 * each of the hundreds of places that raise them: every raising site keeps writing the canonical Uzbek text
 * from its catalogue, and this index finds that text's key in the registered catalogues and answers the same
 * key in the reader's language. A filled template ("Noma'lum maydon: phone") is matched by its pattern and its
 * values carried over. A text no catalogue knows (a library's) is left as it is.
 */
import { formatMessage } from '../../contracts/i18n/format.ts';
import { atPath, type Catalogues, leafPaths } from '../../contracts/i18n/catalogue.ts';
import type { Language } from '../../contracts/i18n/languages.ts';

interface Entry {
  catalogues: Catalogues<unknown>;
  path: string;
}

interface Pattern extends Entry {
  regex: RegExp;
  names: string[];
}

const exact = new Map<string, Entry>();
const patterns: Pattern[] = [];

/** Makes a catalogue's texts translatable at the boundary; called once per catalogue at start-up. */
export function registerApiMessages(catalogues: Catalogues<unknown>): void {
  for (const path of leafPaths(catalogues.uz)) {
    const text = atPath(catalogues.uz, path);
    if (typeof text !== 'string') continue;
    const entry = { catalogues, path };
    if (!/\{\w+\}/.test(text)) {
      if (!exact.has(text)) exact.set(text, entry);
      continue;
    }
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const source = text
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.*?)');
    patterns.push({ ...entry, regex: new RegExp(`^${source}$`, 's'), names });
  }
  // The most specific pattern first: the one with the most fixed text.
  patterns.sort((a, b) => fixedLength(b) - fixedLength(a));
}

function fixedLength(pattern: Pattern): number {
  return pattern.regex.source.replace(/\(\.\*\?\)/g, '').length;
}

/** The same message in `language`; the Uzbek text itself when the language is Uzbek Latin or the text is unknown. */
export function translateApiMessage(language: Language, text: string): string {
  if (language === 'uz') return text;
  const hit = exact.get(text);
  if (hit) return translationAt(hit, language) ?? text;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const template = translationAt(pattern, language);
    if (!template) return text;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
    return formatMessage(language, template, values);
  }
  return text;
}

function translationAt(entry: Entry, language: Language): string | null {
  const text = atPath(entry.catalogues[language], entry.path);
  return typeof text === 'string' ? text : null;
}
